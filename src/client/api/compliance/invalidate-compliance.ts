/** Any compliance write can change the tiles, both lists and the schedule: all of them refetch. */
import { useQueryClient } from '@tanstack/react-query';
import { complianceKeys } from './keys';

export function useInvalidateCompliance() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: complianceKeys.all() });
}
