/** How old a statement is, in words a visitor reads at a glance ("3 minutes", "2 days"). */
export function describeAge(ageMs: number): string {
  const minutes = Math.max(0, Math.floor(ageMs / 60_000));
  if (minutes < 1) return 'less than a minute';
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} hour${hours === 1 ? '' : 's'}`;
  return `${Math.floor(hours / 24)} days`;
}

/** US cents as "USD 51,200,000.00". */
export function formatCentsUsd(cents: string): string {
  const whole = cents.length > 2 ? cents.slice(0, -2) : '0';
  return `USD ${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents.slice(-2).padStart(2, '0')}`;
}
