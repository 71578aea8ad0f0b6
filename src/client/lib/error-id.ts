/** A short error id (first block of a UUID) the user can quote to support; also sent with the report. */
export function createErrorId(): string {
  const uuid =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID()
      : `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}`;
  return uuid.split('-')[0] ?? uuid.slice(0, 8);
}
