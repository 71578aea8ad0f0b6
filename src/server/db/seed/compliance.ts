import { randomUUID } from 'node:crypto';
import { toIsoDay } from '../../../domain/compliance/compliance';
import { COMPLIANCE_SAMPLE_KEY_PREFIX, complianceSampleFile } from '../../modules/compliance/compliance-module';
import type { Database } from '../client';
import { auditReports, complianceAttachments, complianceItems } from '../schema';

/**
 * The Compliance & Audit tab's sample items and audit reports (operator spec section 3 ComplianceItem
 * and Audit, one item per category and every audit type). Review and audit dates are set relative to
 * the day of seeding, so a fresh install shows overdue, due-soon and current rows side by side; from
 * then on they are ordinary rows that admins edit. Their attachments are generated sample PDFs.
 */
const ITEMS = [
  {
    category: 'sec',
    title: 'SEC Regulation D offering filings',
    description: 'Form D notice and state blue-sky filings for the VINO token offering; exemption conditions checked.',
    status: 'compliant',
    riskLevel: 'high',
    responsible: 'Legal Department',
    lastReviewDays: -60,
    nextReviewDays: 120,
    documents: ['form-d-notice-filing.pdf', 'reg-d-legal-opinion.pdf'],
  },
  {
    category: 'aml',
    title: 'AML transaction monitoring programme',
    description:
      'Rules for unusual purchase and trading patterns, sanctions screening and suspicious activity reporting.',
    status: 'compliant',
    riskLevel: 'critical',
    responsible: 'Compliance Team',
    lastReviewDays: -75,
    nextReviewDays: 20,
    documents: ['aml-policy.pdf', 'transaction-monitoring-rules.pdf'],
  },
  {
    category: 'kyc',
    title: 'KYC customer due diligence procedures',
    description: 'Identity and proof-of-address checks, enhanced due diligence for high-value investors.',
    status: 'pending',
    riskLevel: 'high',
    responsible: 'Compliance Team',
    lastReviewDays: -170,
    nextReviewDays: 9,
    documents: ['kyc-procedures-manual.pdf'],
  },
  {
    category: 'data',
    title: 'GDPR data protection impact assessment',
    description: 'Processing of investor identity documents and account data; retention and access controls.',
    status: 'compliant',
    riskLevel: 'medium',
    responsible: 'Data Protection Officer',
    lastReviewDays: -45,
    nextReviewDays: 75,
    documents: ['data-protection-impact-assessment.pdf', 'privacy-notice.pdf'],
  },
  {
    category: 'security',
    title: 'SOC 2 Type II control evidence',
    description: 'Evidence collection for access reviews, change management and incident response controls.',
    status: 'non_compliant',
    riskLevel: 'high',
    responsible: 'Security Team',
    lastReviewDays: -190,
    nextReviewDays: -6,
    documents: ['soc2-readiness-assessment.pdf'],
  },
  {
    category: 'sec',
    title: 'Wine reserve custody attestation',
    description: 'Annual attestation that the bottles backing the token are held in the bonded facilities listed.',
    status: 'expired',
    riskLevel: 'medium',
    responsible: 'Operations',
    lastReviewDays: -400,
    nextReviewDays: -35,
    documents: ['reserve-custody-attestation.pdf'],
  },
] as const;

const AUDITS = [
  {
    type: 'external',
    title: 'Annual financial statement audit',
    auditor: 'Harbour & Vine Assurance LLP',
    days: -95,
    status: 'completed',
    findings:
      'No material misstatements. One control deficiency in the reconciliation of token sales to bank receipts.',
    recommendations: 'Reconcile token sales to bank receipts daily and keep the sign-off with the ledger export.',
    priority: 'medium',
    documents: ['financial-statement-audit-report.pdf'],
  },
  {
    type: 'regulatory',
    title: 'Regulatory examination: token offering disclosures',
    auditor: 'Securities regulator examination team',
    days: 5,
    status: 'in_progress',
    findings: 'Examination under way; document requests answered so far.',
    recommendations: '',
    priority: 'high',
    documents: [],
  },
  {
    type: 'external',
    title: 'Wine reserve inventory verification',
    auditor: 'Cellar Assurance Partners',
    days: 24,
    status: 'scheduled',
    findings: '',
    recommendations: '',
    priority: 'high',
    documents: [],
  },
  {
    type: 'internal',
    title: 'Access control and key management review',
    auditor: 'Internal Audit',
    days: 48,
    status: 'scheduled',
    findings: '',
    recommendations: '',
    priority: 'medium',
    documents: [],
  },
  {
    type: 'internal',
    title: 'KYC file quality review',
    auditor: 'Internal Audit',
    days: -150,
    status: 'completed',
    findings: 'Three of 120 files lacked a dated proof of address.',
    recommendations: 'Require the document date at upload and add a reviewer checklist item.',
    priority: 'low',
    documents: ['kyc-file-quality-review.pdf'],
  },
] as const;

const DAY_MS = 86_400_000;

/** Every mode: the sample compliance items and audits, once (skipped when any item exists). */
export async function seedCompliance(db: Database, now: Date): Promise<void> {
  const existing = await db.select({ id: complianceItems.id }).from(complianceItems).limit(1);
  if (existing.length) return;
  const dayAt = (days: number) => toIsoDay(new Date(now.getTime() + days * DAY_MS));
  const attachment = (fileName: string, owner: { itemId?: string; auditId?: string }) => {
    const id = randomUUID();
    return {
      id,
      ...owner,
      fileName,
      contentType: 'application/pdf',
      size: complianceSampleFile(fileName).length,
      storageKey: `${COMPLIANCE_SAMPLE_KEY_PREFIX}${id}.pdf`,
    };
  };
  await db.transaction(async (tx) => {
    for (const { lastReviewDays, nextReviewDays, documents, ...item } of ITEMS) {
      const id = randomUUID();
      await tx
        .insert(complianceItems)
        .values({ id, ...item, lastReview: dayAt(lastReviewDays), nextReview: dayAt(nextReviewDays) });
      if (documents.length)
        await tx.insert(complianceAttachments).values(documents.map((name) => attachment(name, { itemId: id })));
    }
    for (const { days, documents, ...audit } of AUDITS) {
      const id = randomUUID();
      await tx.insert(auditReports).values({ id, ...audit, auditDate: dayAt(days) });
      if (documents.length)
        await tx.insert(complianceAttachments).values(documents.map((name) => attachment(name, { auditId: id })));
    }
  });
}
