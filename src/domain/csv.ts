/**
 * CSV cells for every export (trades, payments, admin user report). A cell starting with = + - @,
 * a tab or a carriage return is prefixed with ' so a spreadsheet shows it as text instead of running
 * it as a formula (CSV injection), except a plain negative number; cells with quotes, commas or line
 * breaks are quoted.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV record with its CRLF line ending. */
export function csvLine(values: readonly (string | null | undefined)[]): string {
  return `${values.map((v) => csvCell(v ?? '')).join(',')}\r\n`;
}
