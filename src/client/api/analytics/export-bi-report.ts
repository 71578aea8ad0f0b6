/**
 * GET /api/v1/analytics/business-intelligence/export.csv: Export BI Report. Fetched as a blob (not a
 * plain link) so the tab knows when the file is there and can show the server's message on a failure.
 */
import { useMutation } from '@tanstack/react-query';
import type { BiView } from '../../../contracts/analytics';
import { apiPaths } from '../../../contracts/api-paths';
import { ApiError, buildUrl, NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE, toApiError } from '../../lib/api-client';

export async function exportBiReport(view: BiView): Promise<{ blob: Blob; filename: string }> {
  let response: Response;
  try {
    response = await fetch(buildUrl(apiPaths.analytics.businessIntelligenceCsv, { view }), {
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    throw toApiError(response.status, body, 'Could not export the BI report');
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `vino-bi-report-${view}.csv`;
  return { blob: await response.blob(), filename };
}

export const useExportBiReport = () => useMutation({ mutationFn: exportBiReport });
