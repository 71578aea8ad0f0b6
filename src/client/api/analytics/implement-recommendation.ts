/** POST /api/v1/analytics/recommendations/:id/implement (admins): marks a recommendation implemented. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import { OkResponseSchema } from '../../../contracts/common';
import { api } from '../../lib/api-client';
import { analyticsKeys } from './keys';

export function implementRecommendation(id: string): Promise<{ ok: true }> {
  return api.post(
    apiPaths.analytics.implementRecommendation.replace(':id', encodeURIComponent(id)),
    {},
    {
      schema: OkResponseSchema,
      fallbackMessage: 'Could not mark the recommendation implemented',
    },
  );
}

export function useImplementRecommendation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: implementRecommendation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: analyticsKeys.intelligence() }),
  });
}
