import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FaqResponse } from '../../src/contracts/content';
import { FAQ_CATEGORIES } from '../../src/domain/content';
import { faqItems } from '../../src/server/db/schema';
import { seedDatabase } from '../../src/server/db/seed/seed';
import { createTestApp, type TestApp } from '../setup/test-app';

const FAQ = '/api/v1/faq';

describe('FAQ API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = async (query = '') => {
    const res = await t.get(`${FAQ}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as FaqResponse;
  };

  it('returns the twelve items in order with every spec category', async () => {
    const body = await get();
    expect(body.items).toHaveLength(12);
    expect(body.categories).toEqual([...FAQ_CATEGORIES]);
    expect(body.items[0]?.question).toBe('What is VINO?');
    const redemption = body.items.find((i) => i.category === 'Redemption');
    expect(redemption?.answer).toContain('Premium Circle');
    expect(redemption?.answer).toContain('Legacy Circle');
  });

  it('searches question, answer and category case-insensitively', async () => {
    expect((await get('?q=legacy%20circle')).items.map((i) => i.category)).toEqual(
      expect.arrayContaining(['Redemption']),
    );
    // 'corporate structure' appears only as a category name.
    expect((await get('?q=CORPORATE%20STRUCTURE')).items.map((i) => i.category)).toEqual(['Corporate Structure']);
    expect((await get('?q=bonded%20vaults')).items.length).toBeGreaterThan(0);
    const none = await get('?q=zzz-nothing');
    expect(none.items).toEqual([]);
    expect(none.categories).toHaveLength(11);
  });

  it('filters by category', async () => {
    const investment = await get('?category=Investment');
    expect(investment.items).toHaveLength(2);
    expect(investment.items.every((i) => i.category === 'Investment')).toBe(true);
    expect((await get('?category=Investment&q=minimum')).items).toHaveLength(1);
  });

  it.each(['?category=Gossip', `?q=${'x'.repeat(101)}`])('answers 400 for bad parameters (%s)', async (query) => {
    const res = await t.get(`${FAQ}${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('seeding again keeps an edited answer and adds no duplicates', async () => {
    await t.db.update(faqItems).set({ answer: 'Edited by an admin.' }).where(eq(faqItems.slug, 'what-is-vino'));
    await seedDatabase(t.db, { demoMode: false });
    const body = await get();
    expect(body.items).toHaveLength(12);
    expect(body.items[0]?.answer).toBe('Edited by an admin.');
  });
});
