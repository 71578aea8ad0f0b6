// The raw-SQL ownership rule's own test: a module's SQL text may name its own tables and the
// platform's; naming another area's table is refused, except in the reporting read model.
import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import rule from './raw-sql-tables.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.afterAll = afterAll;

const ruleTester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
});
const file = (rel) => path.resolve('src', rel);
const query = (text) => `const q = sql\`${text}\`;`;

ruleTester.run('raw-sql-tables', rule, {
  valid: [
    // A module's own tables, and the platform's (users, sessions, audit log, jobs).
    { filename: file('server/modules/market/market-repository.ts'), code: query('select * from trades') },
    {
      filename: file('server/modules/admin/admin-users-repository.ts'),
      code: query('select 1 from audit_log a left join "user" u on u.id = a.actor_user_id'),
    },
    // The reporting read model reads every area.
    {
      filename: file('server/modules/reporting/excellence-counts.ts'),
      code: query('select count(*) from trades join user_profiles p on true'),
    },
    // Outside the modules (the seed, the platform) the rule does not apply.
    { filename: file('server/db/seed/seed-demo-history.sql.ts'), code: query('insert into trades select 1') },
    // Words that are not table names.
    { filename: file('server/modules/market/x.ts'), code: query('select extract(epoch from now())') },
  ],
  invalid: [
    {
      filename: file('server/modules/enterprise/excellence/report.ts'),
      code: query('select count(*) from trades'),
      errors: [{ message: /Module 'enterprise' names table 'trades' \(owned by 'market'\)/ }],
    },
    {
      filename: file('server/modules/reserve/reserve-repository.ts'),
      code: query('select b.serial from reserve_bottles b join wine_assets w on w.id = b.wine_asset_id'),
      errors: [{ message: /names table 'wine_assets' \(owned by 'wine'\)/ }],
    },
    {
      filename: file('server/modules/admin/x.ts'),
      code: query('update user_profiles set role = 1'),
      errors: [{ message: /owned by 'profiles'/ }],
    },
    {
      filename: file('server/modules/email/x.ts'),
      code: query('insert into "trades" values (1)'),
      errors: [{ message: /names table 'trades'/ }],
    },
  ],
});
