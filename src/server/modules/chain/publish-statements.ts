/**
 * Every signed reserve statement is published on the ReserveAttestation contract (root, total value
 * at USD with 18 decimals, signing time, sequence): the token's mint cap reads it. Signing enqueues a
 * durable job, so an unreachable chain is retried; on start the latest statement is published if the
 * chain is behind (a statement signed while the process was down, or a job that gave up). The job
 * publishes the LATEST statement whatever sequence woke it, and nothing when the chain already has it
 * or a newer one: the contract refuses a sequence that does not increase.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client';
import type { ChainConnection } from '../../platform/chain/chain-connection';
import { enqueueJob, type JobWorker } from '../../platform/jobs/job-queue';
import type { EventBus } from '../../platform/events/event-bus';
import { findLatestStatementCommitment } from '../reserve/reserve-module';
import { sendPlatformTransaction, type SentTransaction } from './send-platform-transaction';
import { centsToOnChainValue, reserveAttestationAbi } from './vino-abi';

const PUBLISH_STATEMENT_QUEUE = 'chain.publish-statement';
const MAX_ATTEMPTS = 30;
/** publish() writes two statements of three slots each and an event: about 160 000 gas, with margin. */
const PUBLISH_GAS = 300_000n;

/** One job per signed statement; the catch-up at start goes without the key (that job may have given up). */
const requestPublish = (executor: Executor, sequence: number, dedupe = true) =>
  enqueueJob(
    executor,
    PUBLISH_STATEMENT_QUEUE,
    { sequence },
    { maxAttempts: MAX_ATTEMPTS, ...(dedupe ? { dedupeKey: `chain-publish-statement:${sequence}` } : {}) },
  );

export function registerStatementPublishing(deps: {
  chain: ChainConnection;
  db: Database;
  jobWorker: JobWorker;
  events: EventBus;
  log: FastifyBaseLogger;
}): { catchUp(): Promise<void> } {
  const { chain, db, log } = deps;
  deps.jobWorker.register(PUBLISH_STATEMENT_QUEUE, async () => {
    const published = await publishLatestStatement(chain, db);
    if (published)
      log.info({ sequence: published.sequence, tx: published.hash }, 'reserve statement published on chain');
  });
  deps.events.on('reserve.statement-signed', ({ sequence }) => requestPublish(db, sequence));
  return {
    // Publishes through the queue too (one sender of the platform key's transactions at a time).
    async catchUp() {
      const [latest, onChain] = await Promise.all([findLatestStatementCommitment(db), publishedSequence(chain)]);
      if (latest && latest.sequence > onChain) await requestPublish(db, latest.sequence, false);
    },
  };
}

async function publishedSequence(chain: ChainConnection): Promise<number> {
  const s = await chain.reader.readContract({
    address: chain.attestation,
    abi: reserveAttestationAbi,
    functionName: 'latest',
  });
  return s.attestedAt === 0n ? 0 : Number(s.sequence);
}

/** Publishes the latest signed statement unless the chain has it (or a newer one) already. */
async function publishLatestStatement(
  chain: ChainConnection,
  db: Database,
): Promise<(SentTransaction & { sequence: number }) | null> {
  const [latest, onChain] = await Promise.all([findLatestStatementCommitment(db), publishedSequence(chain)]);
  if (!latest || latest.sequence <= onChain) return null;
  // The contract refuses a signing time after the block's: a statement signed seconds ago is "in
  // the future" of the latest block, which a simulation would run in, but not of the block the
  // transaction is mined in. So it is sent unsimulated (the sequence was checked above); a block
  // still behind the signing time reverts it and the job tries again.
  const sent = await sendPlatformTransaction(
    chain,
    {
      address: chain.attestation,
      abi: reserveAttestationAbi,
      functionName: 'publish',
      args: [
        latest.root,
        centsToOnChainValue(latest.totalValueCents),
        BigInt(Math.floor(latest.issuedAt.getTime() / 1000)),
        BigInt(latest.sequence),
      ],
    },
    { unsimulatedGas: PUBLISH_GAS },
  );
  return { ...sent, sequence: latest.sequence };
}
