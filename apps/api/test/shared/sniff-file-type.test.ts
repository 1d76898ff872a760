import { describe, expect, it } from 'vitest';
import { sniffFileType } from '../../src/shared/sniff-file-type';
import { FILES, zip } from '../helpers/fixtures';

describe('sniffFileType', () => {
  it.each([
    ['png', 'image/png', 'png'],
    ['jpeg', 'image/jpeg', 'jpg'],
    ['gif', 'image/gif', 'gif'],
    ['webp', 'image/webp', 'webp'],
    ['pdf', 'application/pdf', 'pdf'],
    ['doc', 'application/msword', 'doc'],
    ['docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'],
  ] as const)('recognises %s from its bytes', (name, mimeType, extension) => {
    expect(sniffFileType(FILES[name])).toEqual({ mimeType, extension });
  });

  it('recognises nothing else', () => {
    expect(sniffFileType(FILES.text)).toBeUndefined();
    expect(sniffFileType(new Uint8Array())).toBeUndefined();
    expect(sniffFileType(new Uint8Array([0xff, 0xd8]))).toBeUndefined();
    // A zip without word/ (an .xlsx, a plain archive) is not a Word document.
    expect(sniffFileType(zip(['xl/workbook.xml']))).toBeUndefined();
    expect(sniffFileType(FILES.zip)).toBeUndefined();
    // RIFF that is not WEBP (a WAV).
    expect(sniffFileType(new TextEncoder().encode('RIFF\0\0\0\0WAVEfmt '))).toBeUndefined();
  });

  it('does not read past the end of a truncated zip', () => {
    const docx = FILES.docx;
    const cut = docx.slice(0, docx.length - 30);
    expect(sniffFileType(cut)).toBeUndefined();
  });
});
