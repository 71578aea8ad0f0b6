import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminStorageFacility,
  AdminStorageFacilityList,
  AdminWineAsset,
  AdminWineList,
  AdminWineSummary,
  AppraisalHistory,
  RecordAppraisalResponse,
  StorageFacilityInput,
  WineAssetInput,
} from '../../src/contracts/admin-wine';
import { apiPaths } from '../../src/contracts/api-paths';
import { ReserveProposalListSchema, type ReserveProposal } from '../../src/contracts/reserve-admin';
import type { PlatformMetrics, Reserves } from '../../src/contracts/metrics';
import type { StorageFacilityList } from '../../src/contracts/wine';
import { auditLog, tokenSupplyEvents, wineAssets } from '../../src/server/db/schema';
import { signedInUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

const BASE = '/api/v1/admin/wine-assets';
const FACILITIES = '/api/v1/admin/storage-facilities';
const TODAY = new Date().toISOString().slice(0, 10);
const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const assetInput = (over: Partial<WineAssetInput> = {}): WineAssetInput => ({
  name: 'Clos des Papes Test Lot',
  producer: 'Paul Avril',
  vintage: 2016,
  region: 'Rhône',
  country: 'France',
  category: 'red',
  classification: 'AOC',
  bottleCount: 100,
  bottleSize: '750ml',
  purchasePrice: '90.00',
  currentValue: '120.50',
  insuranceValue: '22895.00',
  condition: 'good',
  storageFacilityId: null,
  lastAppraisal: TODAY,
  nextAppraisal: dayOffset(200),
  description: 'A test lot added by an admin.',
  ...over,
});

const facilityInput = (over: Partial<StorageFacilityInput> = {}): StorageFacilityInput => ({
  name: 'Geneva Freeport Vault',
  address: 'Route des Jeunes 6, Geneva, Switzerland',
  capacity: 1000,
  temperatureC: 13,
  humidityPct: 70,
  securityLevel: 'premium',
  securityFeatures: ['24/7 guards', 'Biometric access'],
  lastInspection: TODAY,
  ...over,
});

describe('admin wine assets API', () => {
  let t: TestApp;
  let admin: string;
  let adminId: string;
  let approver: string;

  beforeAll(async () => {
    t = await createTestApp({}, { bottleRegister: true });
    // A signed statement for the secure-mint gate tokenization passes through.
    await t.app.jobWorker.runDueJobs();
    const a = await signedInUser(t, { role: 'admin' });
    admin = a.cookie;
    adminId = a.user.id;
    approver = (await signedInUser(t, { role: 'admin' })).cookie;
  });
  afterAll(() => t.close());

  const send = (method: 'PUT' | 'POST', url: string, body: unknown) =>
    t.app.inject({ method, url, payload: body as object, headers: { origin: t.config.publicUrl, cookie: admin } });
  const reserves = async () => (await t.get('/api/v1/reserves')).json<Reserves>();
  const metrics = async () => (await t.get('/api/v1/metrics')).json<PlatformMetrics>();
  const list = async (query: { q: string }) =>
    (await t.get(`${BASE}?q=${encodeURIComponent(query.q)}`, admin)).json<AdminWineList>();
  const summary = async () => (await t.get(`${BASE}/summary`, admin)).json<AdminWineSummary>();
  const assetBySlug = async (slug: string) => {
    const [row] = await t.db.select({ id: wineAssets.id }).from(wineAssets).where(eq(wineAssets.slug, slug));
    return row!.id;
  };
  const create = async (over: Partial<WineAssetInput> = {}) => {
    const res = await t.post(BASE, assetInput(over), admin);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<AdminWineAsset>();
  };
  const approve = (proposalId: string, cookie: string) =>
    t.post(apiPaths.reserve.adminApprove.replace(':id', proposalId), {}, cookie);
  const audits = async (id: string) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.entityType, 'wine_asset')));

  it('shows the spec tiles from the seeded reserve', async () => {
    const s = await summary();
    expect(s).toMatchObject({
      portfolio_value: '52400000.00',
      asset_count: 24,
      tokenized_assets: 23,
      tokenization: { untokenized_assets: 1, backing_ratio: '102.4', untokenized_value: '1200000.00' },
    });
    expect(s.total_bottles).toBeGreaterThan(60_000);
  });

  it('refuses out-of-bounds fields with a message per field', async () => {
    const res = await t.post(
      BASE,
      assetInput({ vintage: 1799, bottleCount: 0, purchasePrice: '12.345', currentValue: '-1', name: ' ' }),
      admin,
    );
    expect(res.statusCode).toBe(400);
    const { fields } = res.json<{ error: { fields: Record<string, string> } }>().error;
    expect(fields).toMatchObject({
      vintage: 'Vintage must be between 1800 and the current year',
      bottleCount: 'Bottle count must be at least 1',
      purchasePrice: 'Purchase price: enter an amount in dollars with at most 2 decimals',
      currentValue: 'Current value: enter an amount in dollars with at most 2 decimals',
      name: 'Name is required',
    });
    const nextYear = await t.post(BASE, assetInput({ vintage: new Date().getUTCFullYear() + 1 }), admin);
    expect(nextYear.json<{ error: { fields: Record<string, string> } }>().error.fields.vintage).toBe(
      'Vintage must be between 1800 and the current year',
    );
    const future = await t.post(BASE, assetInput({ lastAppraisal: dayOffset(3) }), admin);
    expect(future.statusCode).toBe(400);
    expect(future.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      lastAppraisal: 'The appraisal date cannot be in the future',
    });
  });

  it('adds an asset to the treasury: in the catalogue, outside the reserve, audited', async () => {
    const before = await reserves();
    const asset = await create();
    expect(asset).toMatchObject({
      slug: 'clos-des-papes-test-lot-2016',
      tokenized: false,
      backs_token: false,
      tokens_issued: '0.00000000',
      condition: 'good',
      total_value: '12050.00',
      appraisal_status: 'current',
    });
    expect((await t.get(`/api/v1/wine-assets/${asset.id}`)).statusCode).toBe(200);
    expect(await reserves()).toMatchObject({ reserve_value_usd: before.reserve_value_usd });
    expect((await metrics()).total_wine_value).toBe('52412050.00');
    const [row] = await audits(asset.id);
    expect(row).toMatchObject({ action: 'wine_asset.created', actorUserId: adminId });
    expect((row!.data as { before: unknown; after: { bottleCount: number } }).after.bottleCount).toBe(100);
    expect((row!.data as { before: unknown }).before).toBeNull();
    // Filters: the admin list finds it by search and region.
    const list = (await t.get(`${BASE}?q=papes&region=rh%C3%B4ne`, admin)).json<AdminWineList>();
    expect(list.items.map((i) => i.id)).toEqual([asset.id]);
    expect(list.regions).toContain('Rhône');
  });

  it('Update Value records the appraisal at once; the published reserve follows when another admin approves it', async () => {
    const id = await assetBySlug('chateau-margaux-2015'); // 4000 bottles at USD 1150, backs VINO
    expect(await reserves()).toMatchObject({ backing_ratio: '102.4', reserve_value_usd: '51200000.00' });
    await metrics(); // both answers are now cached
    const res = await t.post(
      `${BASE}/${id}/appraisals`,
      { value: '1200.00', appraiser: "Christie's Wine Dept.", appraisedOn: TODAY, note: 'Strong auction results' },
      admin,
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<RecordAppraisalResponse>();
    expect(body.asset).toMatchObject({ current_value: '1200.00', last_appraisal: TODAY });
    expect(body.appraisal).toMatchObject({ value: '1200.00', previous_value: '1150.00', change_pct: '4.3' });
    // The platform's own (live) figures move at once: + USD 50 x 4000 bottles = 51,400,000 / 50,000,000.
    expect(body.reserves).toMatchObject({ backing_ratio: '102.8', reserve_value_usd: '51400000.00' });
    expect((await metrics()).total_wine_value).toBe('52612050.00');
    expect((await t.get(`/api/v1/wine-assets/${id}`)).json()).toMatchObject({ current_value: '1200.00' });
    // The published reserve is the latest signed statement's, over the bottle register: it has not
    // moved, and the register's appraisal waits for a second admin.
    expect(await reserves()).toMatchObject({
      basis: 'attested',
      backing_ratio: '102.4',
      reserve_value_usd: '51200000.00',
    });
    expect((await metrics()).backing_ratio).toBe('102.4');
    const pending = ReserveProposalListSchema.parse((await t.get(apiPaths.reserve.adminProposals, approver)).json());
    const proposal = pending.proposals.find((p) => p.wine_asset_id === id && p.kind === 'appraisal')!;
    expect(proposal).toMatchObject({ summary: 'Appraise each held bottle at USD 1200.00', can_decide: true });
    expect((await approve(proposal.id, approver)).statusCode).toBe(200);
    await t.app.jobWorker.runDueJobs();
    expect(await reserves()).toMatchObject({
      basis: 'attested',
      backing_ratio: '102.8',
      reserve_value_usd: '51400000.00',
    });
    expect((await metrics()).backing_ratio).toBe('102.8');
    const history = (await t.get(`${BASE}/${id}/appraisals`, admin)).json<AppraisalHistory>();
    expect(history.items[0]).toMatchObject({ appraiser: "Christie's Wine Dept.", note: 'Strong auction results' });
    const [audit] = await audits(id);
    expect(audit).toMatchObject({ action: 'wine_asset.appraised' });
    const data = audit!.data as { before: { currentValue: string }; after: { currentValue: string } };
    expect([data.before.currentValue, data.after.currentValue]).toEqual(['1150.00', '1200.00']);
  });

  it('refuses a value decrease that would leave VINO under 100 % backed, and keeps the value', async () => {
    const id = await assetBySlug('chateau-margaux-2015');
    // USD 1200 -> 500 on 4000 bottles removes USD 2.8M: 48.6M / 50M = 97.2 %.
    const res = await t.post(
      `${BASE}/${id}/appraisals`,
      { value: '500', appraiser: 'Low Ball Ltd', appraisedOn: TODAY },
      admin,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json<{ error: { code: string; message: string } }>().error).toMatchObject({
      code: 'UNDER_BACKED',
      message: expect.stringContaining('backing ratio to 97.2%, under 100%'),
    });
    expect(await reserves()).toMatchObject({ reserve_value_usd: '51400000.00' });
    expect((await t.get(`${BASE}/${id}/appraisals`, admin)).json<AppraisalHistory>().items).toHaveLength(1);
  });

  // Tokenize is a four-eyes reserve proposal: this admin proposes, another approves (the mint happens then).
  const proposeTokenisation = (id: string) =>
    t.post(apiPaths.reserve.adminProposals, { kind: 'tokenisation', wine_asset_id: id }, admin);

  it('tokenizes an untokenized asset once another admin approves: VINO minted at USD 1 per token, the asset backs the token', async () => {
    const id = await assetBySlug('leflaive-montrachet-2014'); // 150 bottles at USD 8000
    // There is no direct mint: the old route is gone.
    expect((await t.post(`${BASE}/${id}/tokenize`, {}, admin)).statusCode).toBe(404);
    const proposed = await proposeTokenisation(id);
    expect(proposed.statusCode, proposed.body).toBe(201);
    const proposal = proposed.json<ReserveProposal>();
    expect(proposal).toMatchObject({ kind: 'tokenisation', status: 'pending', can_decide: false });
    // One pending tokenisation per asset; nothing is minted while it waits, and not by its proposer.
    expect((await proposeTokenisation(id)).json()).toMatchObject({ error: { code: 'ALREADY_PROPOSED' } });
    expect((await approve(proposal.id, admin)).statusCode).toBe(403);
    expect(await t.db.select().from(tokenSupplyEvents).where(eq(tokenSupplyEvents.wineAssetId, id))).toEqual([]);
    expect((await list({ q: 'Montrachet' })).items[0]).toMatchObject({ tokenized: false });

    const approved = await approve(proposal.id, approver);
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await list({ q: 'Montrachet' })).items[0]).toMatchObject({
      tokenized: true,
      backs_token: true,
      tokens_issued: '1200000.00000000',
    });
    const [event] = await t.db.select().from(tokenSupplyEvents).where(eq(tokenSupplyEvents.wineAssetId, id));
    expect(event).toMatchObject({ kind: 'mint', amount: '1200000.00000000' });
    // Published from the statement signed after the approval: 52,600,000 / 51,200,000 = 102.7 %.
    await t.app.jobWorker.runDueJobs();
    expect(await reserves()).toMatchObject({
      reserve_value_usd: '52600000.00',
      circulating_supply: '51200000',
      backing_ratio: '102.7',
      backing_asset_count: 24,
    });
    expect((await proposeTokenisation(id)).json()).toMatchObject({ error: { code: 'ALREADY_TOKENIZED' } });
    expect((await audits(id)).map((a) => a.action)).toContain('wine_asset.tokenized');
  });

  it('refuses a tokenization that would leave VINO under 100 % backed', async () => {
    const asset = await create({ name: 'Under Water Lot', bottleCount: 10, currentValue: '1000.00' });
    // Token sales ran ahead of the reserve: 52.6M of wine for 54.2M VINO (97.0 %).
    await t.db.insert(tokenSupplyEvents).values({ kind: 'mint', amount: '3000000', reason: 'test: sales' });
    const proposed = await proposeTokenisation(asset.id);
    expect(proposed.statusCode, proposed.body).toBe(201);
    const res = await approve(proposed.json<ReserveProposal>().id, approver);
    expect(res.statusCode).toBe(409);
    expect(res.json<{ error: { message: string } }>().error.message).toMatch(
      /^Refused: this would take the backing ratio to 97\.0%, under 100%/,
    );
    const events = await t.db.select().from(tokenSupplyEvents).where(eq(tokenSupplyEvents.wineAssetId, asset.id));
    expect(events).toEqual([]);
    await t.db.insert(tokenSupplyEvents).values({ kind: 'burn', amount: '3000000', reason: 'test: undo' });
    expect((await reserves()).backing_ratio).toBe('102.7');
  });

  it('counts a facility occupied from the assets stored there and keeps capacity in bounds', async () => {
    const created = await t.post(FACILITIES, facilityInput(), admin);
    expect(created.statusCode, created.body).toBe(201);
    const facility = created.json<AdminStorageFacility>();
    expect(facility).toMatchObject({ occupied: 0, asset_count: 0, capacity: 1000, temperature_c: '13.0' });
    expect(
      (await t.post(FACILITIES, facilityInput(), admin)).json<{ error: { fields: object } }>().error.fields,
    ).toEqual({
      name: 'Another facility already has this name',
    });
    const bad = await t.post(FACILITIES, facilityInput({ name: 'X', humidityPct: 120, capacity: 0 }), admin);
    expect(bad.json<{ error: { fields: object } }>().error.fields).toMatchObject({
      humidityPct: 'Humidity must be between 0 and 100 %',
      capacity: 'Capacity must be at least 1 bottle',
    });

    const stored = await create({ name: 'Geneva Lot', bottleCount: 600, storageFacilityId: facility.id });
    const over = await t.post(
      BASE,
      assetInput({ name: 'Too Many', bottleCount: 401, storageFacilityId: facility.id }),
      admin,
    );
    expect(over.json<{ error: { fields: object } }>().error.fields).toEqual({
      storageFacilityId: 'Not enough room in this facility: 400 bottles free',
    });
    const admins = (await t.get(FACILITIES, admin)).json<AdminStorageFacilityList>();
    expect(admins.items.find((f) => f.id === facility.id)).toMatchObject({ occupied: 600, asset_count: 1 });
    const pub = (await t.get('/api/v1/storage-facilities')).json<StorageFacilityList>();
    expect(pub.items.find((f) => f.id === facility.id)).toMatchObject({ occupied: 600 });

    const shrink = await send('PUT', `${FACILITIES}/${facility.id}`, facilityInput({ capacity: 500 }));
    expect(shrink.json<{ error: { fields: object } }>().error.fields).toEqual({
      capacity: 'Capacity cannot be below the 600 bottles stored here',
    });
    const edited = await send(
      'PUT',
      `${FACILITIES}/${facility.id}`,
      facilityInput({ capacity: 800, securityLevel: 'enhanced' }),
    );
    expect(edited.json()).toMatchObject({ capacity: 800, security_level: 'enhanced', occupied: 600 });

    // Retiring the asset frees its room and takes it out of the public catalogue.
    const retired = await t.post(`${BASE}/${stored.id}/retire`, { reason: 'Sold at auction' }, admin);
    expect(retired.statusCode, retired.body).toBe(200);
    expect(retired.json<AdminWineAsset>().retired_at).not.toBeNull();
    expect(
      (await t.get(FACILITIES, admin)).json<AdminStorageFacilityList>().items.find((f) => f.id === facility.id),
    ).toMatchObject({ occupied: 0, asset_count: 0 });
    expect((await t.get(`/api/v1/wine-assets/${stored.id}`)).statusCode).toBe(404);
    expect((await t.get(`${BASE}?status=retired`, admin)).json<AdminWineList>().items.map((i) => i.id)).toContain(
      stored.id,
    );
    expect((await t.post(`${BASE}/${stored.id}/retire`, { reason: 'again' }, admin)).statusCode).toBe(409);
    // An edit carries the editable fields only (an unknown key would be a 400 before the 409).
    const { currentValue: _value, lastAppraisal: _last, nextAppraisal: _next, ...editable } = assetInput();
    expect((await send('PUT', `${BASE}/${stored.id}`, editable)).statusCode).toBe(409);
    const [audit] = (await audits(stored.id)).filter((a) => a.action === 'wine_asset.retired');
    expect(audit!.data).toMatchObject({ reason: 'Sold at auction', before: { retiredAt: null } });
  });

  it('refuses to retire wine whose value the rest of the reserve cannot replace', async () => {
    const id = await assetBySlug('chateau-margaux-2015'); // USD 4.8M backing, surplus is USD 1.4M
    const res = await t.post(`${BASE}/${id}/retire`, { reason: 'Sold' }, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json<{ error: { code: string } }>().error.code).toBe('UNDER_BACKED');
    expect((await t.get(`/api/v1/wine-assets/${id}`)).statusCode).toBe(200);
    const empty = await t.post(`${BASE}/${id}/retire`, { reason: '' }, admin);
    expect(empty.json<{ error: { fields: object } }>().error.fields).toEqual({ reason: 'Reason is required' });
  });

  it('Schedule sets the next appraisal and its state: DUE SOON within 30 days, CURRENT beyond', async () => {
    const id = await assetBySlug('opus-one-2019');
    const soon = await send('PUT', `${BASE}/${id}/appraisal-schedule`, { nextAppraisal: dayOffset(10) });
    expect(soon.json()).toMatchObject({
      next_appraisal: dayOffset(10),
      appraisal_status: 'due_soon',
      days_to_appraisal: 10,
    });
    const later = await send('PUT', `${BASE}/${id}/appraisal-schedule`, { nextAppraisal: dayOffset(45) });
    expect(later.json()).toMatchObject({ appraisal_status: 'current' });
    const past = await send('PUT', `${BASE}/${id}/appraisal-schedule`, { nextAppraisal: dayOffset(-1) });
    expect(past.json<{ error: { fields: object } }>().error.fields).toEqual({
      nextAppraisal: 'Choose today or a later date',
    });
    const audit = (await audits(id)).filter((a) => a.action === 'wine_asset.appraisal_scheduled');
    expect(audit).toHaveLength(2);
  });

  it('edits an asset and refuses fewer bottles when the token would be under-backed', async () => {
    const id = await assetBySlug('chateau-margaux-2015');
    const current = (await t.get(`${BASE}?q=margaux`, admin)).json<AdminWineList>().items.find((i) => i.id === id)!;
    const base = {
      ...assetInput(),
      name: current.name,
      producer: current.producer,
      vintage: current.vintage,
      region: current.region,
      country: current.country,
      classification: current.classification,
      purchasePrice: current.purchase_price,
      insuranceValue: current.insurance_value,
      condition: current.condition,
      bottleCount: current.bottle_count,
      storageFacilityId: current.storage_facility_id,
      description: current.description,
    };
    const { currentValue: _v, lastAppraisal: _l, nextAppraisal: _n, ...editable } = base;
    const ok = await send('PUT', `${BASE}/${id}`, { ...editable, condition: 'very_good' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ condition: 'very_good', current_value: '1200.00' });
    const fewer = await send('PUT', `${BASE}/${id}`, { ...editable, bottleCount: 2000 });
    expect(fewer.statusCode).toBe(409);
  });
});
