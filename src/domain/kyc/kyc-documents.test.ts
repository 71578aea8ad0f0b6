import { describe, expect, it } from 'vitest';
import { sniffKycFileType } from './kyc-documents';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('sniffKycFileType', () => {
  it('recognises PDF, JPEG and PNG by their first bytes', () => {
    expect(sniffKycFileType(new TextEncoder().encode('%PDF-1.4\n'))).toBe('pdf');
    expect(sniffKycFileType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('jpeg');
    expect(sniffKycFileType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png');
  });

  it('refuses anything else, however short or close', () => {
    expect(sniffKycFileType(new TextEncoder().encode('hello.pdf'))).toBeNull();
    expect(sniffKycFileType(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(sniffKycFileType(new TextEncoder().encode('%PDF'))).toBeNull();
    expect(sniffKycFileType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
    expect(sniffKycFileType(bytes())).toBeNull();
  });
});
