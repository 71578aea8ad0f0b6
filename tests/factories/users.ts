import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import type { Role } from '../../src/domain/constants';
import type { Database } from '../../src/server/db/client';
import { account, user, userProfiles } from '../../src/server/db/schema';
import type { TestApp } from '../setup/test-app';

export interface TestUser {
  id: string;
  email: string;
  name: string;
  password: string;
  role: Role;
}

export function buildUser(overrides: Partial<TestUser> = {}): TestUser {
  const id = overrides.id ?? randomUUID();
  return {
    id,
    email: overrides.email ?? `user-${id.slice(0, 8)}@example.com`,
    name: overrides.name ?? 'Test User',
    password: overrides.password ?? 'correct-horse-battery',
    role: overrides.role ?? 'user',
  };
}

/** Inserts a verified user with a password and a profile holding `role`. */
export async function insertUser(
  db: Database,
  overrides: Partial<TestUser> & { emailVerified?: boolean; withProfile?: boolean } = {},
): Promise<TestUser> {
  const u = buildUser(overrides);
  await db
    .insert(user)
    .values({ id: u.id, name: u.name, email: u.email, emailVerified: overrides.emailVerified ?? true });
  await db.insert(account).values({
    id: randomUUID(),
    accountId: u.id,
    providerId: 'credential',
    userId: u.id,
    password: await hashPassword(u.password),
  });
  if (overrides.withProfile ?? true)
    await db.insert(userProfiles).values({ id: u.id, email: u.email, fullName: u.name, role: u.role });
  return u;
}

/** Signs in over HTTP and returns the Cookie header value for later requests. */
export async function signIn(t: TestApp, u: Pick<TestUser, 'email' | 'password'>): Promise<string> {
  const res = await t.post('/api/auth/sign-in/email', { email: u.email, password: u.password });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const cookies = res.cookies.map((c) => `${c.name}=${c.value}`);
  return cookies.join('; ');
}

/**
 * Inserts a user of `role` and signs them in. `twoFactorEnabled` (default: true for admins) marks
 * two-factor as set up once the session exists, as the twoFactorRequired setting expects of admins.
 */
export async function signedInUser(
  t: TestApp,
  overrides: Partial<TestUser> & { twoFactorEnabled?: boolean } = {},
): Promise<{ user: TestUser; cookie: string }> {
  const { twoFactorEnabled, ...rest } = overrides;
  const u = await insertUser(t.db, rest);
  const cookie = await signIn(t, u);
  if (twoFactorEnabled ?? u.role === 'admin')
    await t.db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, u.id));
  return { user: u, cookie };
}
