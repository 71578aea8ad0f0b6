import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/setup/test-database';
import { queryRows } from './client';
import { unnestRows } from './array-param';

describe('unnestRows: many rows as one array parameter per column', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('gives every text back exactly, quotes, backslashes, braces, commas, "NULL" and empty included, and null as null', async () => {
    const texts = ['plain', 'a "quoted" word', 'back\\slash', '{braces}, commas', 'NULL', '', 'é ✓ 日本', null];
    const json = [{ memo: 'he said "hi"\\n' }, {}, { nested: { list: [1, '2'] } }, null, null, null, null, null].map(
      (value) => (value === null ? null : JSON.stringify(value)),
    );
    const rows = await queryRows<{ t: string | null; j: unknown }>(
      database.handle.db,
      sql`select t, j from ${unnestRows([
        [texts, 'text[]'],
        [json, 'jsonb[]'],
      ])} as r(t, j)`,
    );
    expect(rows.map((row) => row.t)).toEqual(texts);
    expect(rows.slice(0, 3).map((row) => row.j)).toEqual([
      { memo: 'he said "hi"\\n' },
      {},
      { nested: { list: [1, '2'] } },
    ]);
    expect(rows[3]!.j).toBeNull();
  });

  it('reads numbers, booleans and times in their text form', async () => {
    const rows = await queryRows<{ n: string; b: boolean; at: string }>(
      database.handle.db,
      sql`select n::text as n, b, to_char(at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.MS') as at from ${unnestRows([
        [['-0.000000000000000001', '12345678901234567890.5'], 'numeric[]'],
        [['true', 'false'], 'boolean[]'],
        [['2026-11-27T14:30:00.123Z', '2026-01-01T00:00:00.000Z'], 'timestamptz[]'],
      ])} as r(n, b, at)`,
    );
    expect(rows).toEqual([
      { n: '-0.000000000000000001', b: true, at: '2026-11-27 14:30:00.123' },
      { n: '12345678901234567890.5', b: false, at: '2026-01-01 00:00:00.000' },
    ]);
  });
});
