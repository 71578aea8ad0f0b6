const SAVED_AT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** 'Nov 25, 2026, 11:42 AM' in the admin's own time zone: when a save or revision happened. */
export function formatSavedAt(iso: string): string {
  return SAVED_AT.format(new Date(iso));
}
