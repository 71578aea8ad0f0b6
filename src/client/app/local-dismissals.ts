/** A visitor's dismissed announcements, kept in the browser (signed-in users' are kept on the server). */
export const LOCAL_DISMISSALS_KEY = 'vino.dismissed-announcements';
/** Old ids are dropped beyond this many: ended announcements are not shown anyway. */
const MAX_KEPT = 50;

export function readLocalDismissals(): string[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(LOCAL_DISMISSALS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function addLocalDismissal(id: string): string[] {
  const next = [...readLocalDismissals().filter((d) => d !== id), id].slice(-MAX_KEPT);
  try {
    window.localStorage.setItem(LOCAL_DISMISSALS_KEY, JSON.stringify(next));
  } catch {
    // Storage full or disabled (private mode): dismissed for this visit only.
  }
  return next;
}
