/**
 * ChartDataTable: a chart's text alternative, the figures it draws as a table that only screen
 * readers meet (visual users read the chart). The first cell of each row is its row header.
 * Not the visual Table: it never scrolls or shows, so it needs no region or cue.
 */
export function ChartDataTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string[];
  rows: (string | number)[][];
}) {
  return (
    // sr-only on a wrapper: a table sizes to its content, so on the table itself it would widen the page.
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={i}>
              {r.map((c, j) =>
                j === 0 ? (
                  <th key={j} scope="row">
                    {c}
                  </th>
                ) : (
                  <td key={j}>{c}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
