const POST_DATE = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** 'November 3, 2026' (UTC, so the date never shifts with the reader's time zone). */
export function formatPostDate(iso: string): string {
  return POST_DATE.format(new Date(iso));
}

/** '5 min read' */
export function formatReadTime(minutes: number): string {
  return `${minutes} min read`;
}
