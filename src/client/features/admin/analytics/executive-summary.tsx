/** The executive summary (written on the server from the figures) and how every figure is computed. */
import { REPORT_DEFINITIONS } from '../../../../domain/reports/report-rates';
import { Card, CardHeader, CardTitle } from '../../../components/ui/card';

export function ExecutiveSummary({ sentences }: { sentences: string[] }) {
  return (
    <Card as="section" aria-labelledby="summary-title">
      <CardHeader>
        <CardTitle as="h3">
          <span id="summary-title">Executive Summary</span>
        </CardTitle>
      </CardHeader>
      <div className="flex flex-col gap-3 text-fg">
        {sentences.map((s) => (
          <p key={s}>{s}</p>
        ))}
      </div>
      <h4 className="mt-6 text-sm font-semibold text-fg">How the figures are computed</h4>
      <ul className="mt-2 flex list-disc flex-col gap-1.5 pl-5 text-xs text-fg-muted">
        {Object.entries(REPORT_DEFINITIONS).map(([key, text]) => (
          <li key={key}>{text}</li>
        ))}
      </ul>
    </Card>
  );
}
