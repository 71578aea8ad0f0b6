import { z } from 'zod';

/**
 * The zod every contract uses. In browsers zod runs without its JIT: the JIT probes `new Function`,
 * which our Content-Security-Policy forbids, and the probe logs a CSP violation on every page that
 * validates a form. The server keeps the faster JIT.
 */
if (typeof window !== 'undefined') z.config({ jitless: true });

export { z };
