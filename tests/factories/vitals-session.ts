import { isSampledSession } from '../../src/domain/vitals-sampling';

let counter = 0;

/** A fresh web-vitals session id in the sample (or, with `sampled` false, outside it). */
export function vitalsSessionId(sampled = true): string {
  for (;;) {
    const id = `test-session-${String(counter++).padStart(6, '0')}`;
    if (isSampledSession(id) === sampled) return id;
  }
}
