/** Display formats specific to the home page: clock time of the metrics stamp and percentages. */
/** "HH:MM:SS" in the visitor's local time, 24-hour, for the metrics "Updated" stamp. */
export function formatClockTime(iso: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** Percent strings arrive as decimals ("102.4"); show one decimal place, as the spec does. */
export function formatPercent(value: string | number, decimals = 1): string {
  const n = typeof value === 'string' ? Number(value) : value;
  if (!Number.isFinite(n)) return '—';
  return `${n.toFixed(decimals)}%`;
}

/** Signed percent for appreciation figures: "+23.5%", "-1.2%". */
export function formatSignedPercent(value: string | number, decimals = 1): string {
  const n = typeof value === 'string' ? Number(value) : value;
  if (!Number.isFinite(n)) return '—';
  return `${n > 0 ? '+' : ''}${n.toFixed(decimals)}%`;
}
