/** POST /api/v1/admin/enterprise/performance/recommendations/implement: records Implement (who, when). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ImplementedRecommendationSchema, enterpriseApiPaths } from '../../../contracts/enterprise';
import { api } from '../../lib/api-client';
import { enterpriseKeys } from './keys';

export function implementRecommendation(key: string) {
  return api.post(
    enterpriseApiPaths.implementRecommendation,
    { key },
    { schema: ImplementedRecommendationSchema, fallbackMessage: 'Failed to implement the optimization' },
  );
}

export function useImplementRecommendation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: implementRecommendation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: enterpriseKeys.performanceAll() }),
  });
}
