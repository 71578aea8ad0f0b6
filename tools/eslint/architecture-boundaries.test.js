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
    { filename: file('server/modules/market/place-order.ts'), code: code('../ledger/hold-funds') },
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
      errors: [{ message: /must not use module 'ledger' repository/ }],
    },
  ],
});
