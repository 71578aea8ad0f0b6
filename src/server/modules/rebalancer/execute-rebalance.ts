import type { ExecutedOrder, ExecuteRebalanceResponse, PlannedOrder } from '../../../contracts/rebalancer';
import { REBALANCER_MESSAGES } from '../../../contracts/rebalancer';
import { MARKETS, isMarketId, parseQuantity } from '../../../domain/exchange/markets';
import { writeAuditLog } from '../../platform/audit-log';
import { AppError } from '../../platform/http/app-error';
import { assertKycApproved, assertTradingOpen } from '../market/market-module';
import { placeOrder, type RequestMeta } from '../market/market-module';
import type { ProfileOwner } from '../profiles/profiles-module';
import { getRebalancePlan } from './get-rebalance-plan';
import type { RebalancerContext } from './rebalancer-context';
import { rebalanceToWire } from './rebalancer-mapper';
import { completeRebalance, findRebalanceByKey, insertRebalance, type RebalanceRow } from './rebalancer-repository';

export const NOTHING_TO_REBALANCE = 'NOTHING_TO_REBALANCE';

export interface ExecuteRebalanceInput {
  /** The client's Idempotency-Key, or `auto:{day}` for the daily run: one rebalance per key. */
  idempotencyKey: string;
  trigger: 'manual' | 'auto';
}

function replay(row: RebalanceRow): ExecuteRebalanceResponse {
  if (row.status === 'running') throw new AppError(409, 'REBALANCE_IN_PROGRESS', REBALANCER_MESSAGES.inProgress);
  return { rebalance: rebalanceToWire(row), replayed: true };
}

/**
 * One planned order through the market module's place-order use case, as a market order that takes
 * what the book offers now (IOC). A refusal (below the minimum trade, no liquidity, balance...) is
 * recorded with its message and the next order still goes: each order is its own transaction.
 */
async function placePlannedOrder(
  ctx: RebalancerContext,
  owner: ProfileOwner,
  planned: PlannedOrder,
  request: RequestMeta,
): Promise<ExecutedOrder> {
  if (!isMarketId(planned.market)) throw new Error(`Not a market: ${planned.market}`);
  try {
    const placed = await placeOrder(
      ctx.market,
      owner,
      {
        market: planned.market,
        side: planned.side,
        type: 'market',
        amount: planned.amount,
        timeInForce: 'IOC',
        postOnly: false,
      },
      { request },
    );
    return {
      ...planned,
      orderId: placed.order.id,
      status: placed.order.status,
      filledAmount: placed.order.filledAmount,
      fills: placed.fills,
      error: null,
    };
  } catch (error) {
    if (!(error instanceof AppError)) ctx.log.error({ err: error, market: planned.market }, 'rebalance order failed');
    const refusal =
      error instanceof AppError
        ? { code: error.code, message: error.message }
        : { code: 'ORDER_FAILED', message: 'The order could not be placed.' };
    return { ...planned, orderId: null, status: 'refused', filledAmount: '0', fills: [], error: refusal };
  }
}

function outcomeOf(orders: ExecutedOrder[]): 'completed' | 'partial' | 'failed' {
  const market = (o: ExecutedOrder) => MARKETS[o.market as keyof typeof MARKETS];
  const filled = orders.map((o) => ({
    lots: parseQuantity(market(o), o.filledAmount),
    wanted: parseQuantity(market(o), o.amount),
  }));
  if (filled.every((f) => f.lots === f.wanted)) return 'completed';
  return filled.some((f) => f.lots > 0n) ? 'partial' : 'failed';
}

/**
 * Executes the current plan: checks that trading is open for the user (maintenance, trading
 * switched off and KYC refuse as the market does), claims the idempotency key with a 'running'
 * record, places the planned market orders (those that buy VINO first) and records their fills,
 * with an audit row. The same key again returns the recorded rebalance instead of trading twice.
 */
export async function executeRebalance(
  ctx: RebalancerContext,
  owner: ProfileOwner,
  input: ExecuteRebalanceInput,
  request: RequestMeta = {},
): Promise<ExecuteRebalanceResponse> {
  const existing = await findRebalanceByKey(ctx.db, owner.id, input.idempotencyKey);
  if (existing) return replay(existing);
  const settings = await ctx.market.settings.get();
  assertTradingOpen(settings);
  await assertKycApproved(ctx.db, settings, owner, ctx.demoMode);

  const plan = await getRebalancePlan(ctx, owner.id);
  if (plan.orders.length === 0) throw new AppError(409, NOTHING_TO_REBALANCE, REBALANCER_MESSAGES.nothingToDo);
  const claimed = await insertRebalance(ctx.db, {
    userId: owner.id,
    trigger: input.trigger,
    idempotencyKey: input.idempotencyKey,
    status: 'running',
    totalValueUsd: plan.totalValueUsd,
    threshold: plan.settings.threshold.toFixed(2),
    targets: plan.settings.targets,
    actions: plan.actions.map(({ asset, action, amount, valueUsd }) => ({ asset, action, amount, valueUsd })),
    orders: [],
  });
  if (!claimed) return replay((await findRebalanceByKey(ctx.db, owner.id, input.idempotencyKey))!);

  const executed: ExecutedOrder[] = [];
  for (const planned of plan.orders) executed.push(await placePlannedOrder(ctx, owner, planned, request));
  const status = outcomeOf(executed);
  const stored = await ctx.db.transaction(async (tx) => {
    const row = await completeRebalance(tx, claimed.id, { status, orders: executed, completedAt: new Date() });
    await writeAuditLog(tx, {
      actorUserId: owner.id,
      action: 'rebalance.execute',
      entityType: 'rebalance',
      entityId: claimed.id,
      data: {
        trigger: input.trigger,
        status,
        totalValueUsd: plan.totalValueUsd,
        threshold: plan.settings.threshold,
        orders: executed.map((o) => ({
          market: o.market,
          side: o.side,
          amount: o.amount,
          orderId: o.orderId,
          filled: o.filledAmount,
          error: o.error?.code ?? null,
        })),
      },
      ipAddress: request.ipAddress ?? null,
      requestId: request.requestId ?? null,
    });
    return row;
  });
  return { rebalance: rebalanceToWire(stored), replayed: false };
}
