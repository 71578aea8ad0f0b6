import { describe, expect, it } from 'vitest';
import { formatDocumentDate, formatFileSize } from './format-file-size';

describe('formatFileSize', () => {
  it('reads bytes, kilobytes and megabytes', () => {
    expect(formatFileSize(912)).toBe('912 B');
    expect(formatFileSize(8997)).toBe('8.8 KB');
    expect(formatFileSize(1_468_006)).toBe('1.4 MB');
  });

  it('formats a date without shifting it by the time zone', () => {
    expect(formatDocumentDate('2024-03-15')).toBe('Mar 15, 2024');
  });
});
