import { describe, expect, it } from 'vitest';
import { cleanPdfFileName, isPdfFile } from './document-upload';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('isPdfFile', () => {
  it('accepts a file that starts with %PDF-', () => {
    expect(isPdfFile(bytes('%PDF-1.7\n%âãÏÓ'))).toBe(true);
  });
  it('refuses a PNG, whatever its name', () => {
    expect(isPdfFile(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(false);
  });
  it('refuses text that only mentions PDF, and files too short to tell', () => {
    expect(isPdfFile(bytes(' %PDF-1.4'))).toBe(false);
    expect(isPdfFile(bytes('%PDF'))).toBe(false);
    expect(isPdfFile(new Uint8Array())).toBe(false);
  });
});

describe('cleanPdfFileName', () => {
  it('keeps the base name and drops paths and control characters', () => {
    expect(cleanPdfFileName('C:\\Users\\ada\\Q3 report.pdf', 'document.pdf')).toBe('Q3 report.pdf');
    expect(cleanPdfFileName('../../etc/re\u0000port.PDF', 'document.pdf')).toBe('report.PDF');
  });
  it('falls back when nothing is left and always ends in .pdf', () => {
    expect(cleanPdfFileName('  ', 'document.pdf')).toBe('document.pdf');
    expect(cleanPdfFileName('whitepaper', 'document.pdf')).toBe('whitepaper.pdf');
  });
});
