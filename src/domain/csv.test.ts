import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, parseCsv } from './csv';

describe('csvCell', () => {
  it('defuses formulas but keeps negative numbers', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+1')).toBe(`'+1`);
    expect(csvCell('@SUM(A1)')).toBe(`'@SUM(A1)`);
    expect(csvCell('\tcmd')).toBe(`'\tcmd`);
    expect(csvCell('-12.5')).toBe('-12.5');
    expect(csvCell('-cmd')).toBe(`'-cmd`);
    // A leading digit after the minus does not make a formula a number.
    expect(csvCell("-2+3+cmd|' /C calc'!A0")).toBe(`'-2+3+cmd|' /C calc'!A0`);
    expect(csvCell('-1e3')).toBe(`'-1e3`);
    expect(csvCell('-0.5')).toBe('-0.5');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvLine(['a', null, 'b'])).toBe('a,,b\r\n');
  });
});

describe('parseCsv', () => {
  it('reads quoted cells, escaped quotes, commas and line breaks inside quotes', () => {
    expect(parseCsv('email,name\r\n"a@x.com","Smith, ""Jo"""\nb@x.com,"two\nlines"\n')).toEqual([
      { line: 1, cells: ['email', 'name'] },
      { line: 2, cells: ['a@x.com', 'Smith, "Jo"'] },
      { line: 3, cells: ['b@x.com', 'two\nlines'] },
    ]);
  });

  it('skips blank lines, ignores a byte-order mark and keeps line numbers', () => {
    expect(parseCsv('\ufeffemail\n\nc@x.com\n  \nd@x.com')).toEqual([
      { line: 1, cells: ['email'] },
      { line: 3, cells: ['c@x.com'] },
      { line: 5, cells: ['d@x.com'] },
    ]);
  });

  it('round-trips what csvLine writes', () => {
    const values = ['=cmd()', 'a,b', 'say "hi"', ''];
    expect(parseCsv(csvLine(values))[0]!.cells).toEqual(["'=cmd()", 'a,b', 'say "hi"', '']);
  });
});
