// Starts the product for the end-to-end suite on a fresh embedded database, so every run begins
// from the same seed. Playwright's webServer runs this and stops it afterwards.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

const port = process.env.PORT ?? '4173';
// One folder per port, so two suites started with different E2E_PORT values never share data.
const dataDir = `.tmp/e2e-data-${port}`;
rmSync(dataDir, { recursive: true, force: true });
const child = spawn('npx', ['tsx', 'scripts/start.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    // A build folder per port too: another suite's rebuild never empties the folder this one serves.
    CLIENT_DIR: `.tmp/e2e-client-${port}`,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: '',
    DEMO_MODE: 'true',
    LOG_LEVEL: 'warn',
    // Bank and crypto purchases settle after this delay: long enough to see them pending, short
    // enough that the suite does not wait the default minute.
    SANDBOX_SETTLE_SECONDS: '20',
    // The outside auditor of proof-of-reserve.spec.ts (its seed is in the spec): the platform knows only this key.
    RESERVE_AUDITOR_PUBLIC_KEYS: 'Acme Audit LLP=c91cb3ce2b84e4ba85f562ece41edfe4e27afc52d88d507f66a18638df823e9f',
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
