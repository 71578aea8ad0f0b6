import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { wineAssets } from '../../src/server/db/schema';
import { signedInUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

interface Asset {
  id: string;
  slug: string;
  name: string;
  producer: string;
  region: string;
  category: string;
  vintage: number;
  current_value: string;
  total_value: string;
  appreciation_pct: string;
  bottle_count: number;
  storage_location: string | null;
}

describe('wine assets catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function list(query = '') {
    const res = await t.get(`/api/v1/wine-assets${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { items: Asset[]; total: number; page: number; page_size: number };
  }

  it('lists all 24 seeded assets, most valuable holding first, with every entity field', async () => {
    const body = await list();
    expect(body.total).toBe(24);
    expect(body.items).toHaveLength(24);
    expect(body.items[0]!.name).toBe('Romanée-Conti Grand Cru'); // 24,500 x 300 = 7.35M
    expect(new Set(body.items.map((a) => a.category))).toEqual(
      new Set(['red', 'white', 'sparkling', 'dessert', 'fortified']),
    );
    expect(new Set(body.items.map((a) => a.region))).toEqual(
      new Set(['Bordeaux', 'Burgundy', 'Champagne', 'Tuscany', 'Napa Valley']),
    );
    const margaux = body.items.find((a) => a.slug === 'chateau-margaux-2015');
    expect(margaux).toMatchObject({
      classification: 'Premier Grand Cru Classé',
      current_value: '1150.00',
      purchase_price: '850.00',
      appreciation_pct: '35.3',
      total_value: '4600000.00',
      bottle_count: 4000,
      bottle_size: '750ml',
      tokens_issued: '4492187.50000000',
      tokenized: true,
      backs_token: true,
      condition: 'excellent',
      rarity: 'ultra_rare',
      critics_score: 100,
      investment_grade: 'A+',
      tasting_notes: ['Violet', 'Blackcurrant', 'Cedar', 'Silky tannins'],
      last_appraisal: '2026-09-15',
      next_appraisal: '2027-03-15',
      storage_location: 'Bordeaux Cellar Vault',
    });
    // The reserve the backing ratio rests on: USD 52.4M of wine in all.
    const cents = body.items.reduce((s, a) => s + BigInt(a.total_value.replace('.', '')), 0n);
    expect(cents).toBe(5_240_000_000n);
  });

  it('searches name, producer and region case-insensitively by substring', async () => {
    expect((await list('?q=MARGAUX')).items.map((a) => a.name)).toEqual(['Château Margaux']);
    expect((await list('?q=antinori')).items.map((a) => a.name)).toEqual(['Tignanello']);
    const napa = await list('?q=napa');
    expect(napa.total).toBe(6);
    expect(napa.items.every((a) => a.region === 'Napa Valley')).toBe(true);
    // Wildcards typed by a visitor are literal characters.
    expect((await list('?q=%25')).total).toBe(0);
    expect((await list('?q=zzz')).items).toEqual([]);
  });

  it('filters by category and region, and combines them with search', async () => {
    const sparkling = await list('?category=sparkling');
    expect(sparkling.items.map((a) => a.name).sort()).toEqual(
      ['Cristal', 'Dom Pérignon', 'Krug Clos du Mesnil', 'Salon Le Mesnil'].sort(),
    );
    expect((await list('?region=burgundy')).total).toBe(4);
    expect((await list('?category=red&region=Tuscany&q=sass')).items.map((a) => a.name)).toEqual(['Sassicaia']);
  });

  it('sorts by appreciation, vintage and name', async () => {
    const byAppreciation = (await list('?sort=appreciation')).items.map((a) => Number(a.appreciation_pct));
    expect(byAppreciation).toEqual([...byAppreciation].sort((a, b) => b - a));
    const byVintage = (await list('?sort=vintage')).items.map((a) => a.vintage);
    expect(byVintage[0]).toBe(2006);
    expect(byVintage).toEqual([...byVintage].sort((a, b) => a - b));
    const byName = (await list('?sort=name')).items.map((a) => a.name);
    expect(byName[0]).toBe('Chambertin Grand Cru');
  });

  it('pages without overlap and reports the total', async () => {
    const first = await list('?sort=name&pageSize=10&page=1');
    const third = await list('?sort=name&pageSize=10&page=3');
    expect(first).toMatchObject({ total: 24, page: 1, page_size: 10 });
    expect(first.items).toHaveLength(10);
    expect(third.items).toHaveLength(4);
    const second = await list('?sort=name&pageSize=10&page=2');
    const ids = [...first.items, ...second.items, ...third.items].map((a) => a.id);
    expect(new Set(ids).size).toBe(24);
    expect((await list('?page=99')).items).toEqual([]);
  });

  it.each([
    ['?category=rose'],
    ['?sort=price'],
    ['?page=0'],
    ['?page=abc'],
    ['?pageSize=0'],
    ['?pageSize=51'],
    [`?q=${'x'.repeat(101)}`],
  ])('refuses bad parameters with 400: %s', async (query) => {
    const res = await t.get(`/api/v1/wine-assets${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });

  it('returns one asset by id, 404 for an unknown id and 400 for a malformed one', async () => {
    const [first] = (await list('?sort=name&pageSize=1')).items;
    const res = await t.get(`/api/v1/wine-assets/${first!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: first!.id, name: first!.name });
    expect((await t.get('/api/v1/wine-assets/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await t.get('/api/v1/wine-assets/not-an-id')).statusCode).toBe(400);
  });

  it('keeps the home showcase working', async () => {
    const res = await t.get('/api/v1/wine-assets/showcase');
    expect(res.statusCode).toBe(200);
    expect(res.json().items[0].name).toBe('Romanée-Conti Grand Cru');
  });
});

describe('wine summary, vaults and index', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('derives the hero figures, regions and performance from the assets', async () => {
    const res = await t.get('/api/v1/wine-assets/summary');
    expect(res.statusCode).toBe(200);
    const s = res.json();
    expect(s.hero).toEqual({
      portfolio_value: '52400000.00',
      total_bottles: 62_770,
      avg_appreciation_pct: '38.9', // mean of the 24 assets' appreciation
      backing_ratio: '102.4',
      asset_count: 24,
    });
    expect(s.regions.map((r: { name: string }) => r.name)).toEqual([
      'Bordeaux', // 16.67M
      'Burgundy', // 10.13M
      'Napa Valley', // 9.58M
      'Champagne', // 8.36M
      'Tuscany', // 7.66M
    ]);
    const bordeaux = s.regions[0];
    // Margaux 4.6M + Yquem 3.25M + Pétrus 6.6M + Lafite 1.62M + Haut-Brion Blanc 0.6M
    expect(bordeaux).toMatchObject({
      country: 'France',
      total_value: '16670000.00',
      bottle_count: 11_900,
      asset_count: 5,
      top_producers: ['Pétrus', 'Château Margaux', 'Château d’Yquem'],
      other_producer_count: 2,
      image: '/images/regions/bordeaux.svg',
    });
    const burgundy = s.regions.find((r: { name: string }) => r.name === 'Burgundy');
    expect(burgundy).toMatchObject({ total_value: '10134000.00', top_producers: expect.any(Array) });
    expect(s.performance.top_assets).toHaveLength(5);
    expect(s.performance.top_assets[0]).toMatchObject({ name: 'Sassicaia', appreciation_pct: '60.0' });
    expect(s.performance.categories.map((c: { category: string }) => c.category)).toEqual([
      'red',
      'white',
      'sparkling',
      'dessert',
      'fortified',
    ]);
    expect(s.performance.categories[4]).toEqual({
      category: 'fortified',
      asset_count: 2,
      avg_appreciation_pct: '32.1', // (30.769...% + 33.333...%) / 2
    });
  });

  it('lists the vaults with spec conditions and the bottles they hold', async () => {
    const res = await t.get('/api/v1/storage-facilities');
    expect(res.statusCode).toBe(200);
    const items = res.json().items as {
      name: string;
      occupied: number;
      capacity: number;
      temperature_c: string;
      humidity_pct: string;
      security_features: string[];
    }[];
    expect(items).toHaveLength(3);
    for (const f of items) {
      expect(Number(f.temperature_c)).toBeGreaterThanOrEqual(12);
      expect(Number(f.temperature_c)).toBeLessThanOrEqual(14);
      expect(Number(f.humidity_pct)).toBeGreaterThanOrEqual(60);
      expect(Number(f.humidity_pct)).toBeLessThanOrEqual(70);
      expect(f.security_features.length).toBeGreaterThan(0);
      expect(f.occupied).toBeLessThanOrEqual(f.capacity);
    }
    expect(items.reduce((s, f) => s + f.occupied, 0)).toBe(62_770);
  });

  it('serves the appreciation timeline from 100 in 2000 to 287 in 2024 and four star vintages', async () => {
    const res = await t.get('/api/v1/wine-index');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.timeline.map((p: { year: number }) => p.year)).toEqual([2000, 2005, 2008, 2010, 2015, 2020, 2024]);
    expect(body.timeline[0]).toMatchObject({ index: '100.00', change_from_baseline_pct: '0.0' });
    expect(body.timeline[6]).toMatchObject({ index: '287.00', change_from_baseline_pct: '187.0' });
    expect(body.timeline[6].event).toEqual(expect.any(String));
    expect(body.star_vintages).toHaveLength(4);
  });

  it('follows the data: a revalued asset changes portfolio value and backing ratio', async () => {
    // A fresh app, so no cached answer predates the change: Margaux +100 x 4,000 bottles = +0.4M.
    const fresh = await createTestApp();
    try {
      await fresh.db
        .update(wineAssets)
        .set({ currentValue: '1250.00' })
        .where(eq(wineAssets.slug, 'chateau-margaux-2015'));
      const s = (await fresh.get('/api/v1/wine-assets/summary')).json();
      expect(s.hero.portfolio_value).toBe('52800000.00');
      expect(s.hero.backing_ratio).toBe('103.2');
    } finally {
      await fresh.close();
    }
  });
});

describe('watchlist', () => {
  let t: TestApp;
  let ids: string[];
  beforeAll(async () => {
    t = await createTestApp();
    ids = ((await t.get('/api/v1/wine-assets?sort=name')).json().items as Asset[]).map((a) => a.id);
  });
  afterAll(() => t.close());

  const put = (id: string, cookie?: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/me/watchlist/${id}`,
      headers: { origin: t.config.publicUrl, ...(cookie ? { cookie } : {}) },
    });
  const del = (id: string, cookie?: string) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/v1/me/watchlist/${id}`,
      headers: { origin: t.config.publicUrl, ...(cookie ? { cookie } : {}) },
    });

  it('refuses visitors with 401 on every watchlist route', async () => {
    expect((await t.get('/api/v1/me/watchlist')).statusCode).toBe(401);
    expect((await put(ids[0]!)).statusCode).toBe(401);
    expect((await del(ids[0]!)).statusCode).toBe(401);
    expect((await t.post('/api/v1/me/watchlist/merge', { wine_asset_ids: [ids[0]] })).statusCode).toBe(401);
  });

  it('adds, lists and removes entries per user; another user never sees them', async () => {
    const ada = await signedInUser(t, { email: 'ada-watch@example.com' });
    const bob = await signedInUser(t, { email: 'bob-watch@example.com' });
    const added = await put(ids[0]!, ada.cookie);
    expect(added.statusCode, added.body).toBe(200);
    expect((await put(ids[0]!, ada.cookie)).json().items).toHaveLength(1); // idempotent
    await put(ids[1]!, ada.cookie);
    const mine = (await t.get('/api/v1/me/watchlist', ada.cookie)).json().items;
    expect(mine.map((e: { wine_asset_id: string }) => e.wine_asset_id).sort()).toEqual([ids[0], ids[1]].sort());
    expect(mine[0]).toEqual({
      wine_asset_id: expect.any(String),
      name: expect.any(String),
      vintage: expect.any(Number),
      current_value: expect.stringMatching(/^\d+\.\d{2}$/),
      added_at: expect.any(String),
    });
    expect((await t.get('/api/v1/me/watchlist', bob.cookie)).json().items).toEqual([]);
    // Bob removing Ada's entry removes nothing of hers.
    await del(ids[0]!, bob.cookie);
    expect((await t.get('/api/v1/me/watchlist', ada.cookie)).json().items).toHaveLength(2);
    const afterDelete = await del(ids[0]!, ada.cookie);
    expect(afterDelete.statusCode).toBe(200);
    expect(afterDelete.json().items.map((e: { wine_asset_id: string }) => e.wine_asset_id)).toEqual([ids[1]]);
  });

  it('answers 404 for an unknown asset and 400 for a malformed id', async () => {
    const { cookie } = await signedInUser(t);
    expect((await put('00000000-0000-4000-8000-000000000000', cookie)).statusCode).toBe(404);
    expect((await put('nope', cookie)).statusCode).toBe(400);
  });

  it('merges the ids a visitor kept locally, ignoring unknown ones and duplicates', async () => {
    const { cookie } = await signedInUser(t);
    await put(ids[2]!, cookie);
    const res = await t.post(
      '/api/v1/me/watchlist/merge',
      { wine_asset_ids: [ids[2], ids[3], ids[3], '00000000-0000-4000-8000-000000000000'] },
      cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res
        .json()
        .items.map((e: { wine_asset_id: string }) => e.wine_asset_id)
        .sort(),
    ).toEqual([ids[2], ids[3]].sort());
    expect((await t.post('/api/v1/me/watchlist/merge', { wine_asset_ids: ['x'] }, cookie)).statusCode).toBe(400);
    expect((await t.post('/api/v1/me/watchlist/merge', {}, cookie)).statusCode).toBe(400);
  });
});
