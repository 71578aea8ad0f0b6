/**
 * GET /api/v1/admin/reports/export.csv and export.pdf: the selected report as a file. Fetched as a
 * blob (not a plain link) so the tab knows when the file is there and can say so, as the spec's
 * "{FORMAT} report downloaded successfully!" does, and can show the server's message on a failure.
 */
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { ReportQuery } from '../../../contracts/reports';
import { ApiError, buildUrl, NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE, toApiError } from '../../lib/api-client';

export type ReportFormat = 'csv' | 'pdf';

const PATHS: Record<ReportFormat, string> = { csv: apiPaths.admin.reportsCsv, pdf: apiPaths.admin.reportsPdf };

export async function exportAdminReport(
  format: ReportFormat,
  query: ReportQuery,
): Promise<{ blob: Blob; filename: string }> {
  let response: Response;
  try {
    response = await fetch(buildUrl(PATHS[format], { period: query.period, type: query.type }), {
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    throw toApiError(response.status, body, 'Could not export the report');
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `vino-report.${format}`;
  return { blob: await response.blob(), filename };
}

export function useExportAdminReport() {
  return useMutation({
    mutationFn: ({ format, query }: { format: ReportFormat; query: ReportQuery }) => exportAdminReport(format, query),
  });
}
