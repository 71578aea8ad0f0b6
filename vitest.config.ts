import { defineConfig } from 'vitest/config';

// Two projects so `npm run test:unit` stays fast and the integration suite (which boots the app
// against a real database) can be re-run alone with DATABASE_URL set, as .ci/run does.
// A server test that never opens a database is named `*.unit.test.ts` and runs in the unit project:
// no template database is prepared for it, and if it did reach for one it would fail, not pass.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'src/domain/**/*.test.ts',
            'src/contracts/**/*.test.ts',
            'src/server/**/*.unit.test.ts',
            'src/client/**/*.test.{ts,tsx}',
            'tools/**/*.test.js',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['src/server/**/*.test.ts', 'tests/integration/**/*.test.ts'],
          exclude: ['src/server/**/*.unit.test.ts', '**/node_modules/**'],
          environment: 'node',
          globalSetup: ['tests/setup/integration-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          maxWorkers: 2,
        },
      },
    ],
  },
});
