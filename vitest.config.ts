import { defineConfig } from 'vitest/config';

// Two projects so `npm run test:unit` stays fast and the integration suite (which boots the app
// against a real database) can be re-run alone with DATABASE_URL set, as .ci/run does.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'src/domain/**/*.test.ts',
            'src/contracts/**/*.test.ts',
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
