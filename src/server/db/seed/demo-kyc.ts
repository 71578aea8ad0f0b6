import { randomUUID } from 'node:crypto';
import { and, desc, eq, like, lt } from 'drizzle-orm';
import { KYC_SAMPLE_KEY_PREFIX, kycSampleFile } from '../../modules/kyc/kyc-module';
import type { Database } from '../client';
import { DEMO_MEMBER_DOMAIN } from './seed-demo-history.sql';
import { kycDocuments, kycSubmissions, user, userProfiles } from '../schema';

/**
 * Demo members (seed-demo-history) whose documents wait in the KYC review queue: each is the newest
 * simulated member with a verified e-mail who had not started KYC and signed up at least an hour
 * before sending the documents, so the case agrees with the member's history.
 */
const APPLICANTS = [
  { name: 'Sofia Marchetti', slug: 'sofia-marchetti', hoursAgo: 54 },
  { name: 'Henrik Lindqvist', slug: 'henrik-lindqvist', hoursAgo: 20 },
  { name: 'Amara Okafor', slug: 'amara-okafor', hoursAgo: 3 },
] as const;

/**
 * Demo mode only: a few pending KYC cases with generated sample documents, so the admin's review
 * queue is not empty. Idempotent per applicant. The files are written to storage on first read
 * (seeding runs before storage exists; kyc-sample-files.ts gives the same bytes every time).
 */
export async function seedDemoKycCases(db: Database, now: Date): Promise<void> {
  for (const applicant of APPLICANTS) {
    const seeded = await db
      .select({ id: userProfiles.id })
      .from(userProfiles)
      .where(and(eq(userProfiles.fullName, applicant.name), like(userProfiles.email, `%@${DEMO_MEMBER_DOMAIN}`)))
      .limit(1);
    if (seeded.length) continue;
    const submittedAt = new Date(now.getTime() - applicant.hoursAgo * 3_600_000);
    const [member] = await db
      .select({ id: user.id, email: user.email })
      .from(user)
      .innerJoin(userProfiles, eq(userProfiles.id, user.id))
      .where(
        and(
          like(user.email, `%@${DEMO_MEMBER_DOMAIN}`),
          eq(user.emailVerified, true),
          eq(userProfiles.kycStatus, 'not_started'),
          lt(user.createdAt, new Date(submittedAt.getTime() - 3_600_000)),
        ),
      )
      .orderBy(desc(user.createdAt))
      .limit(1);
    if (!member) continue;
    const { id, email } = member;
    const submissionId = randomUUID();
    const documents = [
      { kind: 'identity' as const, fileName: `passport-${applicant.slug}.png`, contentType: 'image/png', ext: 'png' },
      {
        kind: 'address' as const,
        fileName: `utility-bill-${applicant.slug}.pdf`,
        contentType: 'application/pdf',
        ext: 'pdf',
      },
    ].map((d) => {
      const docId = randomUUID();
      return {
        id: docId,
        submissionId,
        kind: d.kind,
        fileName: d.fileName,
        contentType: d.contentType,
        size: kycSampleFile(d.kind, d.fileName).length,
        storageKey: `${KYC_SAMPLE_KEY_PREFIX}${docId}.${d.ext}`,
        createdAt: submittedAt,
      };
    });
    await db.transaction(async (tx) => {
      await tx
        .insert(userProfiles)
        .values({ id, email, fullName: applicant.name, kycStatus: 'pending' })
        .onConflictDoUpdate({ target: userProfiles.id, set: { fullName: applicant.name, kycStatus: 'pending' } });
      await tx.insert(kycSubmissions).values({ id: submissionId, userId: id, submittedAt });
      await tx.insert(kycDocuments).values(documents);
    });
  }
}
