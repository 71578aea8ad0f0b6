/** A short error id (8 hex digits) the user can quote to support; also sent with the report. */
export function createErrorId(): string {
  const bytes = new Uint8Array(4);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
