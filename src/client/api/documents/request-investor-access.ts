/** POST /api/v1/investor-access-requests — "Request Investor Access". */
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { InvestorAccessRequest, InvestorAccessRequestResponse } from '../../../contracts/documents';
import { api } from '../../lib/api-client';

export function requestInvestorAccess(body: InvestorAccessRequest): Promise<InvestorAccessRequestResponse> {
  return api.post(apiPaths.documents.investorAccessRequests, body, {
    schema: () => import('../../../contracts/documents').then((m) => m.InvestorAccessRequestResponseSchema),
  });
}

export function useRequestInvestorAccess() {
  return useMutation({ mutationFn: requestInvestorAccess });
}
