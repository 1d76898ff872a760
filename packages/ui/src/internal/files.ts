/** Browser-side checks of a chosen file before it is sent (the server sniffs the bytes anyway). */

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PDF_TYPE = 'application/pdf';

const EXTENSIONS: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: PDF_TYPE,
};

/** The file's type as the browser gives it, else guessed from its extension. */
export function typeOf(file: { name: string; type: string }): string {
  if (file.type) return file.type;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return EXTENSIONS[extension] ?? '';
}

/** Whether a file is one of `accepted` types, and at most `maxBytes` long. */
export function checkFile(
  file: { name: string; type: string; size: number },
  accepted: readonly string[],
  maxBytes: number,
): 'ok' | 'type' | 'size' {
  if (file.size === 0 || !accepted.includes(typeOf(file))) return 'type';
  if (file.size > maxBytes) return 'size';
  return 'ok';
}

export const MB = 1024 * 1024;
