import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  KycQueueQuerySchema,
  KycQueueSchema,
  KycSubmissionParamsSchema,
  KycSubmissionSchema,
  RejectKycRequestSchema,
  kycApiPaths,
} from '../../../contracts/kyc';
import type { Guards } from '../../platform/auth/guards';
import { claimKycSubmission } from './claim-kyc-submission';
import { decideKycSubmission } from './decide-kyc-submission';
import { findKycQueue } from './find-kyc-queue';
import { requestMeta, type KycContext } from './kyc-context';

/** The KYC review queue: claim, approve, reject (registered inside the admin scope). */
export function registerKycAdminRoutes(app: FastifyInstance, deps: { ctx: KycContext; guards: Guards }): void {
  const { ctx, guards } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    kycApiPaths.adminQueue,
    {
      schema: {
        tags: ['admin'],
        summary: 'KYC review queue: open cases oldest first (view=decided: latest decisions)',
        querystring: KycQueueQuerySchema,
        response: { 200: KycQueueSchema },
      },
    },
    async (request) => {
      return findKycQueue(ctx, request.query.view);
    },
  );

  r.post(
    kycApiPaths.adminClaim,
    {
      schema: {
        tags: ['admin'],
        summary: 'Claim a pending KYC case (under review by me); 409 when another reviewer has it',
        params: KycSubmissionParamsSchema,
        response: { 200: KycSubmissionSchema },
      },
    },
    async (request) => {
      const admin = await guards.requireUser(request);
      return claimKycSubmission(ctx, admin, request.params.id, requestMeta(request));
    },
  );

  r.post(
    kycApiPaths.adminApprove,
    {
      schema: {
        tags: ['admin'],
        summary: "Approve a KYC submission (the user's KYC status becomes approved)",
        params: KycSubmissionParamsSchema,
        response: { 200: KycSubmissionSchema },
      },
    },
    async (request) => {
      const admin = await guards.requireUser(request);
      return decideKycSubmission(ctx, admin, request.params.id, { status: 'approved' }, requestMeta(request));
    },
  );

  r.post(
    kycApiPaths.adminReject,
    {
      schema: {
        tags: ['admin'],
        summary: 'Reject a KYC submission with a reason (stored as review notes)',
        params: KycSubmissionParamsSchema,
        body: RejectKycRequestSchema,
        response: { 200: KycSubmissionSchema },
      },
    },
    async (request) => {
      const admin = await guards.requireUser(request);
      return decideKycSubmission(
        ctx,
        admin,
        request.params.id,
        { status: 'rejected', reason: request.body.reason },
        requestMeta(request),
      );
    },
  );
}
