import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * Where a checkout keeps boot-overhead-app.ts: bench/lib/ now, bench/ in commits before the helpers
 * moved, so an A/B run can still load an older checkout.
 */
export function overheadAppPath(checkout: string): string {
  const current = path.join(checkout, 'bench/lib/boot-overhead-app.ts');
  return existsSync(current) ? current : path.join(checkout, 'bench/lib/boot-overhead-app.ts');
}
