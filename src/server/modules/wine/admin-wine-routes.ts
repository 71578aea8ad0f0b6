import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminStorageFacilityListSchema,
  AdminStorageFacilitySchema,
  AdminWineAssetSchema,
  AdminWineListQuerySchema,
  AdminWineListSchema,
  AdminWineSummarySchema,
  AppraisalHistorySchema,
  RecordAppraisalResponseSchema,
  RecordAppraisalSchema,
  RetireWineAssetSchema,
  ScheduleAppraisalSchema,
  StorageFacilityInputSchema,
  StorageFacilityParamsSchema,
  UpdateWineAssetSchema,
  WineAssetInputSchema,
  WineAssetParamsSchema,
} from '../../../contracts/admin-wine';
import { apiPaths } from '../../../contracts/api-paths';
import type { Database } from '../../db/client';
import type { Guards } from '../../platform/auth/guards';
import type { Clock } from '../../platform/clock/clock';
import { adminActorOf, type AdminActor } from './admin-wine-actor';
import { toDay } from './admin-wine-mapper';
import { createStorageFacility } from './create-storage-facility';
import { createWineAsset } from './create-wine-asset';
import { findAdminStorageFacilities } from './find-admin-storage-facilities';
import { findAdminWineAssetList } from './find-admin-wine-assets';
import { findWineAppraisals } from './find-wine-appraisals';
import { getAdminWineSummary } from './get-admin-wine-summary';
import { recordWineAppraisal } from './record-wine-appraisal';
import { retireWineAsset } from './retire-wine-asset';
import { scheduleWineAppraisal } from './schedule-wine-appraisal';
import { updateStorageFacility } from './update-storage-facility';
import { updateWineAsset } from './update-wine-asset';

export interface AdminWineDeps {
  db: Database;
  guards: Guards;
  clock: Clock;
  /**
   * Called after every successful write: drops the in-process caches of the public wine answers,
   * /api/v1/reserves and the platform metrics, so they show the change on the next request.
   */
  onWineChanged: () => void;
  /**
   * Called after an appraisal of wine that backs VINO: the catalogue's value changes at once, the
   * register's (what the signed reserve counts) through a four-eyes appraisal proposal.
   */
  onBackingWineAppraised: (event: WineAppraisedEvent) => Promise<void>;
}

export interface WineAppraisedEvent {
  wineAssetId: string;
  valueUsdPerBottle: string;
  actor: AdminActor;
}

/**
 * Admin → Wine Assets (admin only; every write audited with before/after). Reads are never cached;
 * the public wine pages, reserves and home metrics read the same rows.
 */
export function registerAdminWineRoutes(app: FastifyInstance, deps: AdminWineDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, guards, clock } = deps;
  const tags = ['admin'];
  const actor = (request: Parameters<typeof adminActorOf>[1]) => adminActorOf(guards, request);
  const changed = <T>(result: T): T => {
    deps.onWineChanged();
    return result;
  };
  const today = () => toDay(clock.now());

  r.get(
    apiPaths.admin.wineAssets,
    {
      schema: {
        tags,
        summary: 'Wine Inventory: every asset, by search, category, region and active/retired',
        querystring: AdminWineListQuerySchema,
        response: { 200: AdminWineListSchema },
      },
    },
    async (request) => {
      return findAdminWineAssetList(db, request.query, today());
    },
  );

  r.get(
    apiPaths.admin.wineAssetsSummary,
    {
      schema: {
        tags,
        summary: 'The Wine Assets tiles, tokenization metrics and appraisal counts',
        response: { 200: AdminWineSummarySchema },
      },
    },
    async () => {
      return getAdminWineSummary(db, today());
    },
  );

  r.post(
    apiPaths.admin.wineAssets,
    {
      schema: {
        tags,
        summary: 'Add Wine Asset (untokenized, outside the reserve until tokenized)',
        body: WineAssetInputSchema,
        response: { 201: AdminWineAssetSchema },
      },
    },
    async (request, reply) => {
      const asset = await createWineAsset(db, request.body, await actor(request), today());
      return reply.code(201).send(changed(asset));
    },
  );

  r.put(
    apiPaths.admin.wineAsset,
    {
      schema: {
        tags,
        summary: 'Edit a wine asset (value and appraisal dates change through the Appraisals routes)',
        params: WineAssetParamsSchema,
        body: UpdateWineAssetSchema,
        response: { 200: AdminWineAssetSchema },
      },
    },
    async (request) =>
      changed(await updateWineAsset(db, request.params.id, request.body, await actor(request), clock.now())),
  );

  r.post(
    apiPaths.admin.retireWineAsset,
    {
      schema: {
        tags,
        summary: 'Retire an asset (never deleted; 409 when the token would be under 100 % backed)',
        params: WineAssetParamsSchema,
        body: RetireWineAssetSchema,
        response: { 200: AdminWineAssetSchema },
      },
    },
    async (request) =>
      changed(await retireWineAsset(db, request.params.id, request.body.reason, await actor(request), clock.now())),
  );

  r.get(
    apiPaths.admin.wineAppraisals,
    {
      schema: {
        tags,
        summary: 'Value history of an asset, newest first',
        params: WineAssetParamsSchema,
        response: { 200: AppraisalHistorySchema },
      },
    },
    async (request) => {
      return findWineAppraisals(db, request.params.id);
    },
  );

  r.post(
    apiPaths.admin.wineAppraisals,
    {
      schema: {
        tags,
        summary:
          "Update Value: record an appraisal (the current value); for wine backing VINO it proposes the register's appraisal",
        params: WineAssetParamsSchema,
        body: RecordAppraisalSchema,
        response: { 201: RecordAppraisalResponseSchema },
      },
    },
    async (request, reply) => {
      const by = await actor(request);
      const result = await recordWineAppraisal(db, request.params.id, request.body, by, clock.now());
      if (result.asset.backs_token)
        await deps.onBackingWineAppraised({
          wineAssetId: result.asset.id,
          valueUsdPerBottle: result.asset.current_value,
          actor: by,
        });
      return reply.code(201).send(changed(result));
    },
  );

  r.put(
    apiPaths.admin.scheduleWineAppraisal,
    {
      schema: {
        tags,
        summary: 'Schedule: set the next appraisal date',
        params: WineAssetParamsSchema,
        body: ScheduleAppraisalSchema,
        response: { 200: AdminWineAssetSchema },
      },
    },
    async (request) =>
      changed(
        await scheduleWineAppraisal(
          db,
          request.params.id,
          request.body.nextAppraisal,
          await actor(request),
          clock.now(),
        ),
      ),
  );

  r.get(
    apiPaths.admin.storageFacilities,
    {
      schema: {
        tags,
        summary: 'Storage facilities with the bottles and assets they hold',
        response: { 200: AdminStorageFacilityListSchema },
      },
    },
    async () => {
      return findAdminStorageFacilities(db);
    },
  );

  r.post(
    apiPaths.admin.storageFacilities,
    {
      schema: {
        tags,
        summary: 'Add a storage facility',
        body: StorageFacilityInputSchema,
        response: { 201: AdminStorageFacilitySchema },
      },
    },
    async (request, reply) => {
      const facility = await createStorageFacility(db, request.body, await actor(request), today());
      return reply.code(201).send(changed(facility));
    },
  );

  r.put(
    apiPaths.admin.storageFacility,
    {
      schema: {
        tags,
        summary: 'Edit a storage facility (capacity not below the bottles stored there)',
        params: StorageFacilityParamsSchema,
        body: StorageFacilityInputSchema,
        response: { 200: AdminStorageFacilitySchema },
      },
    },
    async (request) =>
      changed(await updateStorageFacility(db, request.params.id, request.body, await actor(request), today())),
  );
}
