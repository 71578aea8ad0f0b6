import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/contracts/api-paths';
import { auditLog, user, userProfiles } from '../../src/server/db/schema';
import { runAdminCommand } from '../../src/server/modules/admin/admin-command/run-admin-command';
import { insertUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * The first admin of a deployment, made from the shell (on whichever database the suite runs:
 * embedded, or PostgreSQL in CI): a verified account, an audit row, and a one-time link that sets
 * the password through the password-reset flow. Bad command lines change nothing.
 */
describe('npm run admin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function run(...argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const env = { ...process.env, NODE_ENV: 'test', PUBLIC_URL: t.config.publicUrl, LOG_LEVEL: 'silent' };
    const code = await runAdminCommand(argv, env, { out: (l) => out.push(l), err: (l) => err.push(l) }, t.database);
    return { code, out: out.join('\n'), err: err.join('\n') };
  }
  const linkIn = (out: string) => new URL(/^http\S+$/m.exec(out)![0]);
  const adminAudit = async (userId: string) =>
    (await t.db.select().from(auditLog).where(eq(auditLog.entityId, userId))).map((row) => row.action);

  it('creates a verified admin once, and its link sets the password exactly once', async () => {
    const first = await run('create', '--email', 'Owner@Example.com', '--name', 'Olivia Owner');
    expect(first).toMatchObject({ code: 0, err: '' });
    expect(first.out).toContain('Created the admin account owner@example.com.');
    const [row] = await t.db.select().from(user).where(eq(user.email, 'owner@example.com'));
    expect(row).toMatchObject({ emailVerified: true, name: 'Olivia Owner' });
    const [profile] = await t.db.select().from(userProfiles).where(eq(userProfiles.id, row!.id));
    expect(profile!.role).toBe('admin');
    expect(await adminAudit(row!.id)).toEqual(['admin.account.create']);

    // Again: nothing more changes (one user, no new audit row); a fresh link is printed.
    const again = await run('create', '--email', 'owner@example.com');
    expect(again.code).toBe(0);
    expect(again.out).toContain('owner@example.com is already an admin.');
    expect(await t.db.select().from(user).where(eq(user.email, 'owner@example.com'))).toHaveLength(1);
    expect(await adminAudit(row!.id)).toEqual(['admin.account.create']);

    const link = linkIn(first.out);
    expect(`${link.origin}${link.pathname}`).toBe(`${t.config.publicUrl}/auth/reset-password`);
    expect(first.out).not.toMatch(/password:/i);
    const token = link.searchParams.get('token')!;
    const set = await t.post(apiPaths.auth.resetPassword, { token, newPassword: 'a-long-admin-passphrase' });
    expect(set.statusCode).toBe(200);
    expect((await t.post(apiPaths.auth.resetPassword, { token, newPassword: 'another-passphrase!' })).statusCode).toBe(
      400,
    );
    const signIn = await t.post(apiPaths.auth.signIn, {
      email: 'owner@example.com',
      password: 'a-long-admin-passphrase',
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('promotes an existing account, once', async () => {
    const member = await insertUser(t.db, { emailVerified: false });
    const promoted = await run('promote', '--email', member.email);
    expect(promoted).toMatchObject({ code: 0, out: `${member.email} is now an admin.` });
    const [profile] = await t.db.select().from(userProfiles).where(eq(userProfiles.id, member.id));
    expect(profile!.role).toBe('admin');
    expect((await t.db.select().from(user).where(eq(user.id, member.id)))[0]!.emailVerified).toBe(true);
    expect(await run('promote', '--email', member.email)).toMatchObject({
      code: 0,
      out: `${member.email} is already an admin; nothing changed.`,
    });
    expect(await adminAudit(member.id)).toEqual(['admin.user.promote']);
  });

  it('refuses a bad command line, an unknown account or an unreachable database, changing nothing', async () => {
    const before = await t.db.select().from(user);
    const cases: [string[], number, string][] = [
      [['delete', '--email', 'a@b.co'], 2, 'Unknown command "delete".'],
      [[], 2, 'No command given.'],
      [['create', '--email', 'not-an-address'], 2, '"not-an-address" is not a valid e-mail address.'],
      [['create', '--name', 'Nobody'], 2, '--email is required.'],
      [['create', '--email', 'x@example.com', '--password', 'hunter22'], 2, 'Unknown option "--password" for create.'],
      [['promote', '--email', 'nobody@example.com'], 1, 'No account uses nobody@example.com.'],
    ];
    for (const [argv, code, message] of cases) {
      const result = await run(...argv);
      expect(result.code, argv.join(' ')).toBe(code);
      expect(result.err).toContain(message);
      expect(result.out).toBe('');
    }
    expect(await t.db.select().from(user)).toHaveLength(before.length);

    const err: string[] = [];
    const unreachable = await runAdminCommand(
      ['create', '--email', 'x@example.com'],
      { NODE_ENV: 'test', DATABASE_URL: 'postgres://postgres@127.0.0.1:1/vino' },
      { out: () => undefined, err: (l) => err.push(l) },
    );
    expect(unreachable).toBe(1);
    expect(err.join('\n')).toMatch(
      /^Cannot reach the database vino on 127\.0\.0\.1:1: .*ECONNREFUSED.*\. Nothing was changed\.$/,
    );
  });
});
