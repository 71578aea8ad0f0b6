import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../contracts/api-paths';
import {
  ReserveProofSchema,
  ReservePublicKeySchema,
  ReserveSampleQuerySchema,
  ReserveSampleSchema,
  ReserveSerialParamsSchema,
  ReserveStatementSchema,
  ReserveStatementsSchema,
} from '../../../contracts/reserve';
import type { StatementWire } from '../../../domain/reserve/reserve-wire';
import { AppError } from '../../platform/http/app-error';
import { loadLatestAttestation } from './attest-reserve';
import type { ReserveContext } from './reserve-context';
import { findLatestStatement, findStatement, findStatements } from './reserve-repository';

const NO_STATEMENT = () => new AppError(404, 'NO_RESERVE_STATEMENT', 'No reserve statement has been signed yet.');
/** Statements change at most on a reserve change; a minute of caching keeps the page cheap to poll. */
const PUBLIC_CACHE = 'public, max-age=60';

/** The proofs' statement as published now: with the co-signatures auditors added after it was built. */
async function withCurrentCosignatures<T extends { statement: StatementWire }>(ctx: ReserveContext, proofs: T[]) {
  const sequence = proofs[0]?.statement.sequence;
  const statement = sequence === undefined ? null : await findStatement(ctx.db, sequence);
  return statement ? proofs.map((p) => ({ ...p, statement })) : proofs;
}

/** The public, verifiable reserve: anyone may read these, no sign-in. */
export function registerReserveRoutes(app: FastifyInstance, ctx: ReserveContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['reserve'];

  r.get(
    apiPaths.reserve.publicKey,
    {
      schema: {
        tags,
        summary: "The Ed25519 key reserve statements are signed with, and the auditors' keys that may co-sign them",
        response: { 200: ReservePublicKeySchema },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return { algorithm: 'Ed25519' as const, public_key: ctx.key.publicKeyHex, auditors: [...ctx.auditors] };
    },
  );

  r.get(
    apiPaths.reserve.latestStatement,
    { schema: { tags, summary: 'The latest signed reserve statement', response: { 200: ReserveStatementSchema } } },
    async (_req, reply) => {
      const latest = await findLatestStatement(ctx.db);
      if (!latest) throw NO_STATEMENT();
      reply.header('cache-control', PUBLIC_CACHE);
      return latest;
    },
  );

  r.get(
    apiPaths.reserve.statements,
    {
      schema: {
        tags,
        summary: 'Every signed statement, oldest first (the hash chain)',
        response: { 200: ReserveStatementsSchema },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', PUBLIC_CACHE);
      return { statements: await findStatements(ctx.db) };
    },
  );

  r.get(
    apiPaths.reserve.leaves,
    // The body is ReserveLeafSetSchema's shape, streamed from the file written as the tree was built.
    { schema: { tags, summary: "The latest statement's leaf set, one leaf per bottle in serial order" } },
    async (_req, reply) => {
      await loadLatestAttestation(ctx);
      const built = ctx.cache.latest;
      if (!built) throw NO_STATEMENT();
      const { body, length } = built.leafSet.download(built.statement.sequence);
      reply.header('cache-control', PUBLIC_CACHE).header('content-type', 'application/json; charset=utf-8');
      reply.header('content-length', length);
      reply.header('content-disposition', `inline; filename="vino-reserve-leaves-${built.statement.sequence}.json"`);
      return reply.send(body);
    },
  );

  r.get(
    apiPaths.reserve.proof,
    {
      schema: {
        tags,
        summary: "One bottle's inclusion proof in the latest statement",
        params: ReserveSerialParamsSchema,
        response: { 200: ReserveProofSchema },
      },
    },
    async (request) => {
      await loadLatestAttestation(ctx);
      if (!ctx.cache.latest) throw NO_STATEMENT();
      const proof = await ctx.cache.proof(request.params.serial.trim());
      if (!proof)
        throw new AppError(404, 'BOTTLE_NOT_FOUND', 'No backing bottle has this serial in the latest statement.');
      return (await withCurrentCosignatures(ctx, [proof]))[0]!;
    },
  );

  r.get(
    apiPaths.reserve.sample,
    {
      schema: {
        tags,
        summary: 'Inclusion proofs of bottles chosen at random',
        querystring: ReserveSampleQuerySchema,
        response: { 200: ReserveSampleSchema },
      },
    },
    async (request) => {
      await loadLatestAttestation(ctx);
      if (!ctx.cache.latest) throw NO_STATEMENT();
      return { proofs: await withCurrentCosignatures(ctx, await ctx.cache.sample(request.query.count)) };
    },
  );
}
