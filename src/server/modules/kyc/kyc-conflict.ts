import { KYC_ERROR_CODES, KYC_MESSAGES } from '../../../contracts/kyc';
import type { Executor } from '../../db/client';
import { AppError, notFound } from '../../platform/http/app-error';
import { findSubmissionView } from './kyc-repository';

/**
 * Why a claim or decision on submission `id` did not apply: not found (404), already decided (409), or
 * under review by another reviewer (409 naming them).
 */
export async function kycConflict(executor: Executor, id: string): Promise<AppError> {
  const current = await findSubmissionView(executor, id);
  if (!current) return notFound(KYC_MESSAGES.notFound);
  if (current.status === 'approved' || current.status === 'rejected')
    return new AppError(409, KYC_ERROR_CODES.decided, KYC_MESSAGES.alreadyDecided);
  return new AppError(
    409,
    KYC_ERROR_CODES.claimConflict,
    KYC_MESSAGES.claimedBy(current.reviewerName ?? 'another reviewer'),
  );
}
