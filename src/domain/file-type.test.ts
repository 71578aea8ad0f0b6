import { describe, expect, it } from 'vitest';
import { fileTypeOfName, sniffFileType } from './file-type';

describe('fileTypeOfName', () => {
  it('reads the type a name claims from its extension, in any case', () => {
    expect(fileTypeOfName('Audit Report.PDF')).toBe('pdf');
    expect(fileTypeOfName('scan.jpeg')).toBe('jpeg');
    expect(fileTypeOfName('scan.JPG')).toBe('jpeg');
    expect(fileTypeOfName('chart.png')).toBe('png');
    expect(fileTypeOfName('notes.docx')).toBeNull();
    expect(fileTypeOfName('pdf')).toBeNull();
  });

  it('lets a renamed file be told apart from what it is', () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
    expect(fileTypeOfName('report.pdf')).not.toBe(sniffFileType(png));
  });
});
