/** A plain decimal number (`-12.5`): the one kind of cell starting with `-` that is safe as it is. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * CSV cells for every export (trades, payments, users, subscribers, reports, BI). A cell starting
 * with = + - @, a tab or a carriage return is prefixed with ' so a spreadsheet shows it as text
 * instead of running it as a formula (CSV injection), unless the whole cell is a plain number: a
 * name like `-2+3+cmd|' /C calc'!A0` starts with a digit after the minus and is still a formula.
 * Cells with quotes, commas or line breaks are quoted.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV record with its CRLF line ending. */
export function csvLine(values: readonly (string | null | undefined)[]): string {
  return `${values.map((v) => csvCell(v ?? '')).join(',')}\r\n`;
}

/**
 * Parses CSV text (RFC 4180: quoted cells with "" for a quote, commas and line breaks inside
 * quotes; CRLF or LF rows; a leading byte-order mark ignored). Returns the records with the
 * 1-based line each starts on, skipping blank lines.
 */
export function parseCsv(text: string): { line: number; cells: string[] }[] {
  const records: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let sawContent = false;
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const endRecord = () => {
    cells.push(cell);
    if (sawContent || cells.length > 1) records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
    sawContent = false;
  };
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        cell += c;
      }
      continue;
    }
    if (c === '"') {
      quoted = true;
      sawContent = true;
    } else if (c === ',') {
      cells.push(cell);
      cell = '';
      sawContent = true;
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else {
      cell += c;
      if (c.trim()) sawContent = true;
    }
  }
  if (cell !== '' || cells.length > 0 || sawContent) endRecord();
  return records;
}
