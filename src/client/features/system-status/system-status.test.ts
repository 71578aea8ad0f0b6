import { describe, expect, it } from 'vitest';
import { displayDatabaseUrl } from './components/config-panel';
import { connectionLabel } from './components/connection-result';

describe('system status helpers', () => {
  it('labels the connection with the spec words', () => {
    const c = { message: '', details: '', latencyMs: 1 };
    expect(connectionLabel({ ...c, connected: true, demo: false })).toBe('Connected');
    expect(connectionLabel({ ...c, connected: true, demo: true })).toBe('Demo Mode');
    expect(connectionLabel({ ...c, connected: false, demo: true })).toBe('Not Connected');
  });

  it('shows at most the first 20 characters of the database URL', () => {
    expect(displayDatabaseUrl('')).toBe('Not configured');
    expect(displayDatabaseUrl('postgres://user:secret@host:5432/db')).toBe('postgres://user:secr');
  });
});
