// The architecture rule's own test: each boundary of docs/architecture.md (rules 1 and 2) with an
// import it allows and one it refuses. Files are named by path only; the rule reads no file.
import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import rule from './architecture-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.afterAll = afterAll;

const ruleTester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
});
const file = (rel) => path.resolve('src', rel);
const code = (source) => `import { x } from '${source}';`;

ruleTester.run('architecture-boundaries', rule, {
  valid: [
    // The data layer calls the API client; features take data from it.
    { filename: file('client/api/ledger/get-my-balances.ts'), code: code('../../lib/api-client') },
    {
      filename: file('client/features/trading/components/order-form.tsx'),
      code: code('../../../api/market/place-order'),
    },
    { filename: file('client/features/trading/components/order-form.tsx'), code: code('../../../lib/api-error') },
    // One api module invalidates another through its key factory.
    { filename: file('client/api/staking/create-stake.ts'), code: code('../ledger/keys') },
    { filename: file('client/api/staking/create-stake.ts'), code: code('../query-policy') },
    // shared/ uses the data layer and the design system.
    {
      filename: file('client/shared/newsletter/use-newsletter-signup.ts'),
      code: code('../../api/newsletter/subscribe-to-newsletter'),
    },
    // Within one feature, anything goes.
    { filename: file('client/features/trading/trading-page.tsx'), code: code('./components/order-form') },
    // lib/ itself (telemetry sends its reports with the client).
    { filename: file('client/lib/telemetry.ts'), code: code('./api-client') },
    // Packages and the meeting layers.
    { filename: file('client/features/trading/trading-page.tsx'), code: code('../../../contracts/market') },
    // A module calls another through its door; within a module, anything goes.
    { filename: file('server/modules/market/place-order.ts'), code: code('../ledger/ledger-module') },
    { filename: file('server/modules/email/campaigns/send-campaign.ts'), code: code('../../payments/payments-module') },
    { filename: file('server/modules/market/place-order.ts'), code: code('./market-repository') },
    // The seed calls module APIs through their doors.
    { filename: file('server/db/seed/staking-pools.ts'), code: code('../../modules/ledger/ledger-module') },
    // A module imports its own table file and the platform's (users, settings, audit log).
    { filename: file('server/modules/market/market-repository.ts'), code: code('../../db/schema/market') },
    {
      filename: file('server/modules/email/digest/send-due-digests.ts'),
      code: code('../../../db/schema/email-digests'),
    },
    { filename: file('server/modules/market/order-timeout.ts'), code: code('../../db/schema/auth') },
    { filename: file('server/modules/wine/create-wine-asset.ts'), code: code('../../db/schema/platform') },
    // The reporting read model reads every area's tables.
    { filename: file('server/modules/reporting/reports-repository.ts'), code: code('../../db/schema/ledger') },
    // Modules, the seed and app.ts build on the platform.
    { filename: file('server/modules/kyc/kyc-routes.ts'), code: code('../../platform/auth/guards') },
    { filename: file('server/app.ts'), code: code('./modules/market/market-module') },
    // The platform's own pieces, and the database client.
    { filename: file('server/platform/auth/two-factor-gate.ts'), code: code('./demo-accounts') },
    { filename: file('server/platform/register-platform.ts'), code: code('../db/client') },
    // shared/ builds on lib/; lib/ on itself.
    { filename: file('client/shared/session.tsx'), code: code('../lib/realtime-identity') },
    { filename: file('client/lib/use-channel.ts'), code: code('./realtime-identity') },
    // domain/ uses pure packages.
    { filename: file('domain/analytics/forecast.ts'), code: code('simple-statistics') },
  ],
  invalid: [
    {
      filename: file('client/features/trading/api/get-x.ts'),
      code: code('../../../lib/api-client'),
      errors: [{ message: /must not import the API client/ }],
    },
    {
      filename: file('client/shared/wallet/wallet-service.ts'),
      code: code('../../lib/api-client'),
      errors: [{ message: /must not import the API client/ }],
    },
    {
      filename: file('client/app/nav/nav-bar.tsx'),
      code: code('../../lib/api-client'),
      errors: [{ message: /must not import the API client/ }],
    },
    {
      filename: file('client/features/staking/staking-panel.tsx'),
      code: code('../trading/components/order-form'),
      errors: [{ message: /Feature 'staking' must not import feature 'trading'/ }],
    },
    {
      filename: file('client/api/staking/create-stake.ts'),
      code: code('../ledger/get-my-balances'),
      errors: [{ message: /another module is reached only through its keys.ts/ }],
    },
    {
      filename: file('client/api/documents/find-documents.ts'),
      code: code('../../shared/session'),
      errors: [{ message: /src\/client\/api holds data only/ }],
    },
    {
      filename: file('client/api/auth/verify-two-factor.ts'),
      code: code('../../features/auth/two-factor-step-logic'),
      errors: [{ message: /src\/client\/api holds data only/ }],
    },
    {
      filename: file('client/shared/newsletter/newsletter-box.tsx'),
      code: code('../../features/blog/blog-page'),
      errors: [{ message: /shared holds only generic pieces/ }],
    },
    {
      filename: file('client/components/ui/button.tsx'),
      code: code('../../api/market/place-order'),
      errors: [{ message: /design system/ }],
    },
    {
      filename: file('client/features/home/home-page.tsx'),
      code: code('../../../server/app'),
      errors: [{ message: /must not import from src\/server/ }],
    },
    {
      filename: file('domain/fees.ts'),
      code: code('react'),
      errors: [{ message: /src\/domain must not import 'react'/ }],
    },
    {
      filename: file('server/modules/staking/create-stake.ts'),
      code: code('../ledger/ledger-repository'),
      errors: [{ message: /Module 'staking' must not import 'ledger\/ledger-repository'.*through its door/ }],
    },
    // A module reaches another only through its door, not its use cases or sub-folders.
    {
      filename: file('server/modules/market/place-order.ts'),
      code: code('../ledger/hold-funds'),
      errors: [{ message: /module 'ledger' is reached only through its door, modules\/ledger\/ledger-module.ts/ }],
    },
    {
      filename: file('server/modules/payments/handle-provider-event.ts'),
      code: code('../email/lifecycle/template-mail-job'),
      errors: [{ message: /Module 'payments' must not import 'email\/lifecycle\/template-mail-job'/ }],
    },
    // The seed calls doors, not internals.
    {
      filename: file('server/db/seed/faq.ts'),
      code: code('../../modules/content/faq-repository'),
      errors: [{ message: /The seed must not import 'content\/faq-repository'/ }],
    },
    // The platform never imports a module, nor the seed.
    {
      filename: file('server/platform/auth/guards.ts'),
      code: code('../../modules/profiles/profiles-module'),
      errors: [{ message: /src\/server\/platform must not import from src\/server\/modules\/profiles/ }],
    },
    {
      filename: file('server/platform/auth/two-factor-gate.ts'),
      code: code('../../db/seed/demo-accounts'),
      errors: [{ message: /src\/server\/platform must not import from src\/server\/db\/seed/ }],
    },
    // Each table has one owner: a module importing another module's table is refused.
    {
      filename: file('server/modules/admin/order-sweep.ts'),
      code: code('../../db/schema/market'),
      errors: [{ message: /Module 'admin' must not import db\/schema\/market \(owned by 'market'\)/ }],
    },
    {
      filename: file('server/modules/redemption/find-wine.ts'),
      code: code('../../db/schema/wine'),
      errors: [{ message: /Module 'redemption' must not import db\/schema\/wine \(owned by 'wine'\)/ }],
    },
    {
      filename: file('server/modules/email/segments.ts'),
      code: code('../../db/schema'),
      errors: [{ message: /must not import the db\/schema barrel/ }],
    },
    {
      filename: file('server/modules/email/segments.ts'),
      code: code('../../db/schema/index'),
      errors: [{ message: /must not import the db\/schema barrel/ }],
    },
    // client/lib is below client/shared.
    {
      filename: file('client/lib/use-channel.ts'),
      code: code('../shared/session'),
      errors: [{ message: /src\/client\/lib .* must not import from src\/client\/shared/ }],
    },
    // domain/ does no input/output: every IO package is refused.
    ...[
      'ioredis',
      'pino',
      'nodemailer',
      'pg',
      '@electric-sql/pglite',
      'fastify',
      '@fastify/static',
      'drizzle-orm',
      'better-auth',
      'stripe',
      'node:fs',
    ].map((pkg) => ({
      filename: file('domain/fees.ts'),
      code: code(pkg),
      errors: [{ message: new RegExp(`src/domain must not import '${pkg.replace(/[/.]/g, '\\$&')}'`) }],
    })),
  ],
});
