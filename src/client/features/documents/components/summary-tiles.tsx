import type { DocumentListResponse } from '../../../../contracts/documents';
import { Card } from '../../../components/ui/card';

/** The four summary tiles, counted by the server over every document. */
export function SummaryTiles({ summary }: { summary: DocumentListResponse['summary'] }) {
  const tiles = [
    { label: 'Total Documents', value: summary.totalDocuments },
    { label: 'Total Downloads', value: summary.totalDownloads },
    { label: 'Featured', value: summary.featuredCount },
    { label: 'Public Access', value: summary.publicCount },
  ];
  return (
    <ul aria-label="Library summary" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {tiles.map((tile) => (
        <li key={tile.label}>
          <Card className="h-full" padding="sm">
            <p className="text-sm text-fg-muted">{tile.label}</p>
            <p className="mt-1 font-display text-3xl font-semibold tabular-nums text-fg">
              {tile.value.toLocaleString('en-US')}
            </p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
