import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type DatabaseHandle } from '../../src/server/db/client';
import { vacuumTablesWithDeadRows } from '../../src/server/db/dead-row-vacuum';

/**
 * The embedded database has no autovacuum: the app vacuums the tables whose dead rows passed
 * autovacuum's threshold (dead-row-vacuum.ts), so rows left by updates and deletes are reused.
 */
describe('vacuuming the embedded database', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    await database.db.execute(sql`create table churn (id int primary key, v int not null)`);
    await database.db.execute(sql`create table quiet (id int primary key, v int not null)`);
    await database.db.execute(sql`insert into churn select g, 0 from generate_series(1, 10000) g`);
    await database.db.execute(sql`insert into quiet select g, 0 from generate_series(1, 100) g`);
  });
  afterAll(() => database.close());

  /** 5,000 rows updated twice: 10,000 dead rows, past the threshold of 50 + 20 % of 10,000. */
  const churn = async () => {
    for (let round = 0; round < 2; round++) await database.db.execute(sql`update churn set v = v + 1 where id <= 5000`);
  };
  const churnSize = async () =>
    (await queryRows<{ bytes: number }>(database.db, sql`select pg_relation_size('churn')::int as bytes`))[0]!.bytes;

  it("vacuums the tables past autovacuum's threshold, and only those, so their space is reused", async () => {
    await churn();
    await database.db.execute(sql`update quiet set v = 1 where id <= 10`); // 10 dead rows, under 50 + 20
    const grown = await churnSize();

    expect(await vacuumTablesWithDeadRows(database.db)).toEqual(['churn']);
    const [counts] = await queryRows<{ dead: number; vacuums: number }>(
      database.db,
      sql`select n_dead_tup::int as dead, vacuum_count::int as vacuums from pg_stat_user_tables where relname = 'churn'`,
    );
    expect(counts).toEqual({ dead: 0, vacuums: 1 });
    expect(await vacuumTablesWithDeadRows(database.db)).toEqual([]);

    // The same churn again fits in the space the vacuum freed; without it the table grows by half.
    await churn();
    expect(await churnSize()).toBe(grown);
  });
});
