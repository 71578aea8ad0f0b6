/**
 * GET /api/v1/analytics/overview/export.{csv,pdf}: Analytics Overview's Export Report. Fetched as a
 * blob so the tab knows when the file is there and can show the server's message on a failure.
 */
import { useMutation } from '@tanstack/react-query';
import type { AnalyticsPeriod } from '../../../contracts/analytics';
import { apiPaths } from '../../../contracts/api-paths';
import { ApiError, buildUrl, NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE, toApiError } from '../../lib/api-client';

export type ReportFormat = 'csv' | 'pdf';

export async function exportOverviewReport(input: {
  period: AnalyticsPeriod;
  format: ReportFormat;
}): Promise<{ blob: Blob; filename: string }> {
  const path = input.format === 'csv' ? apiPaths.analytics.overviewCsv : apiPaths.analytics.overviewPdf;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, { period: input.period }), { credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    throw toApiError(response.status, body, 'Could not export the report');
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename =
    /filename="([^"]+)"/.exec(disposition)?.[1] ?? `vino-analytics-overview-${input.period}.${input.format}`;
  return { blob: await response.blob(), filename };
}

export const useExportOverviewReport = () => useMutation({ mutationFn: exportOverviewReport });
