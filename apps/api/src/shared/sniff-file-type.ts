/** A file type recognised from its first bytes. */
export type SniffedType = { mimeType: string; extension: string };

const JPEG: SniffedType = { mimeType: 'image/jpeg', extension: 'jpg' };
const PNG: SniffedType = { mimeType: 'image/png', extension: 'png' };
const GIF: SniffedType = { mimeType: 'image/gif', extension: 'gif' };
const WEBP: SniffedType = { mimeType: 'image/webp', extension: 'webp' };
const PDF: SniffedType = { mimeType: 'application/pdf', extension: 'pdf' };
const DOC: SniffedType = { mimeType: 'application/msword', extension: 'doc' };
const DOCX: SniffedType = {
  mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  extension: 'docx',
};

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

/**
 * Tells a file's type from its bytes, never from its name or the client's MIME type: JPEG, PNG,
 * GIF, WEBP, PDF, DOC (OLE compound file) and DOCX (a zip holding `word/`). Unknown: undefined.
 */
export function sniffFileType(bytes: Uint8Array): SniffedType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return JPEG;
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return PNG;
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return GIF;
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return WEBP;
  if (startsWith(bytes, ascii('%PDF-'))) return PDF;
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return DOC;
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && isWordZip(bytes)) return DOCX;
  return undefined;
}

/** A zip is a Word document when one of its entries (read from the central directory) is under `word/`. */
function isWordZip(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // End of central directory: 22 bytes plus a comment of at most 65,535 bytes, at the very end.
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let eocd = bytes.length - 22; eocd >= lowest; eocd -= 1) {
    if (view.getUint32(eocd, true) !== 0x06054b50) continue;
    const entries = view.getUint16(eocd + 10, true);
    let at = view.getUint32(eocd + 16, true);
    for (let i = 0; i < entries; i += 1) {
      if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50) return false;
      const nameLength = view.getUint16(at + 28, true);
      const extraLength = view.getUint16(at + 30, true);
      const commentLength = view.getUint16(at + 32, true);
      if (at + 46 + nameLength > bytes.length) return false;
      const name = Buffer.from(bytes.subarray(at + 46, at + 46 + nameLength)).toString('latin1');
      if (name.startsWith('word/')) return true;
      at += 46 + nameLength + extraLength + commentLength;
    }
    return false;
  }
  return false;
}
