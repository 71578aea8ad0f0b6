import { formatDecimal, parseDecimal } from '../../../domain/money';
import type { Executor } from '../../db/client';
import { readCirculatingSupply } from '../wine/wine-module';
import type { ReserveContext } from './reserve-context';

const SUPPLY_SCALE = 8;

/**
 * VINO in circulation, each token once: what the ledger's books issued (mints less burns, a
 * withdrawal to chain taking its amount off them) plus what is held on chain outside the platform's
 * custody (custody's tokens stand for deposits the ledger already credited).
 */
export async function readTotalCirculation(ctx: Pick<ReserveContext, 'onChainCirculation'>, executor: Executor) {
  const [books, onChain] = await Promise.all([readCirculatingSupply(executor), ctx.onChainCirculation()]);
  return formatDecimal(parseDecimal(books, SUPPLY_SCALE) + parseDecimal(onChain, SUPPLY_SCALE), SUPPLY_SCALE);
}
