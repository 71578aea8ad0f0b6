import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { KYC_SAMPLE_KEY_PREFIX, kycSampleFile } from '../../modules/kyc/kyc-module';
import type { Database } from '../client';
import { DEMO_MEMBER_DOMAIN } from './seed-demo-history.sql';
import { kycDocuments, kycSubmissions, user, userProfiles } from '../schema';

/**
 * Demo members (seed-demo-history) whose documents wait in the KYC review queue. They are existing
 * members, so the demo's user figures stay the spec's; each sent documents after signing up.
 */
const APPLICANTS = [
  { name: 'Sofia Marchetti', slug: 'sofia-marchetti', member: 60, hoursAgo: 54 },
  { name: 'Henrik Lindqvist', slug: 'henrik-lindqvist', member: 30, hoursAgo: 20 },
  { name: 'Amara Okafor', slug: 'amara-okafor', member: 10, hoursAgo: 3 },
] as const;

/**
 * Demo mode only: a few pending KYC cases with generated sample documents, so the admin's review
 * queue is not empty. Idempotent per applicant. The files are written to storage on first read
 * (seeding runs before storage exists; kyc-sample-files.ts gives the same bytes every time).
 */
export async function seedDemoKycCases(db: Database, now: Date): Promise<void> {
  for (const applicant of APPLICANTS) {
    const email = `member${String(applicant.member).padStart(5, '0')}@${DEMO_MEMBER_DOMAIN}`;
    const [member] = await db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1);
    if (!member) continue;
    const id = member.id;
    const seeded = await db.select({ id: kycSubmissions.id }).from(kycSubmissions).where(eq(kycSubmissions.userId, id));
    if (seeded.length) continue;
    const submissionId = randomUUID();
    const submittedAt = new Date(now.getTime() - applicant.hoursAgo * 3_600_000);
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
