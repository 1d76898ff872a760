import { crc32, deflateSync } from 'node:zlib';
// The validation package's own check digit (a file of no imports, read from source by the runner).
import { vinCheckDigit } from '../../../../packages/validation/src/vin';

/**
 * Small real files for the upload steps (the server reads their bytes: a PNG must decode, a PDF
 * must start like one).
 */

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A solid-colour PNG of `width` x `height` pixels. */
export function png(rgb: [number, number, number], width = 64, height = 48): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(width).fill(rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A one-page PDF. */
export function pdf(text: string): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );
}

/** A VIN with a valid check digit: a Honda (WMI 1HG) of model year 2021 (M), serial random. */
export function hondaVin(): string {
  const serial = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
  // Position 9 carries no weight in its own check: any digit there gives the same one.
  const draft = `1HGCV1F30MA${serial}`;
  return `${draft.slice(0, 8)}${vinCheckDigit(draft) ?? ''}${draft.slice(9)}`;
}
