import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { KYC_SAMPLE_KEY_PREFIX, kycSampleFile } from '../../modules/kyc/kyc-sample-files';
import type { Database } from '../client';
import { kycDocuments, kycSubmissions, user, userProfiles } from '../schema';

/** Demo applicants (no password: they cannot sign in) whose documents wait in the KYC review queue. */
const APPLICANTS = [
  { name: 'Sofia Marchetti', slug: 'sofia-marchetti', hoursAgo: 54 },
  { name: 'Henrik Lindqvist', slug: 'henrik-lindqvist', hoursAgo: 20 },
  { name: 'Amara Okafor', slug: 'amara-okafor', hoursAgo: 3 },
] as const;

export const DEMO_KYC_DOMAIN = 'applicants.vino.example';

/**
 * Demo mode only: a few pending KYC cases with generated sample documents, so the admin's review
 * queue is not empty. Idempotent per applicant. The files are written to storage on first read
 * (seeding runs before storage exists; kyc-sample-files.ts gives the same bytes every time).
 */
export async function seedDemoKycCases(db: Database, now: Date): Promise<void> {
  for (const applicant of APPLICANTS) {
    const email = `${applicant.slug}@${DEMO_KYC_DOMAIN}`;
    const existing = await db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1);
    if (existing.length) continue;
    const id = randomUUID();
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
      await tx.insert(user).values({ id, name: applicant.name, email, emailVerified: true, createdAt: submittedAt });
      await tx.insert(userProfiles).values({ id, email, fullName: applicant.name, kycStatus: 'pending' });
      await tx.insert(kycSubmissions).values({ id: submissionId, userId: id, submittedAt });
      await tx.insert(kycDocuments).values(documents);
    });
  }
}
