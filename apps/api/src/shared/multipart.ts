import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  checkLicenceFile,
  isAllowedLicenceMimeType,
  messages,
  type LicenceUploadKind,
} from '@marketdrop/validation';
import { sniffFileType } from './sniff-file-type';
import { AppError, validationError } from './errors';
import { jsonBody } from './validate';

/** A file that was sniffed, accepted and written to storage (not yet recorded in the database). */
export type StoredFile = {
  field: string;
  storedName: string;
  originalName: string;
  mimeType: string;
  size: number;
};

export type FormData = {
  /** Text fields; a field sent several times keeps every value, in order. */
  fields: Record<string, string[]>;
  files: StoredFile[];
};

export type ReadFormOptions = {
  /** The file field names accepted, with the kind of licence upload they hold. */
  fileFields: Record<string, LicenceUploadKind>;
};

function typeMessage(kind: LicenceUploadKind): string {
  return kind === 'profile' ? messages.invalidLicenceFile : messages.invalidSignupLicenceFile;
}

/**
 * Reads a multipart form: text fields, and files each checked by their bytes (type sniffed, size
 * capped at 5 MB while streaming) and then stored. On any failure nothing stays stored. A JSON body
 * is read too (no files then), so the same route serves both.
 */
export async function readForm(
  app: FastifyInstance,
  request: FastifyRequest,
  options: ReadFormOptions,
): Promise<FormData> {
  if (!request.isMultipart()) {
    const body = jsonBody(request);
    const fields: Record<string, string[]> = {};
    for (const [key, value] of Object.entries(body)) {
      const values = Array.isArray(value) ? value : [value];
      fields[key] = values
        .filter((v) => v !== undefined && v !== null)
        .map((v) =>
          typeof v === 'string' ? v : typeof v === 'object' ? JSON.stringify(v) : String(v),
        );
    }
    return { fields, files: [] };
  }

  const form: FormData = { fields: {}, files: [] };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.valueTruncated || part.fieldnameTruncated) {
          throw validationError({ [part.fieldname]: `${part.fieldname} is too long` });
        }
        const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
        (form.fields[part.fieldname] ??= []).push(value);
        continue;
      }
      const kind = options.fileFields[part.fieldname];
      if (kind === undefined) {
        part.file.resume();
        throw validationError({ [part.fieldname]: `Unexpected file field ${part.fieldname}` });
      }
      const bytes = await part.toBuffer();
      if (bytes.length === 0) {
        throw new AppError(400, 'INVALID_FILE_TYPE', 'The uploaded file is empty', {
          errors: { [part.fieldname]: 'The uploaded file is empty' },
        });
      }
      const sniffed = sniffFileType(bytes);
      if (
        sniffed === undefined ||
        !isAllowedLicenceMimeType(sniffed.mimeType, kind) ||
        !nameAgrees(part.filename, sniffed.mimeType, kind)
      ) {
        const message = typeMessage(kind);
        throw new AppError(415, 'INVALID_FILE_TYPE', message, {
          errors: { [part.fieldname]: message },
        });
      }
      const storedName = await app.storage.save(bytes, sniffed.extension);
      form.files.push({
        field: part.fieldname,
        storedName,
        originalName: (part.filename || `upload.${sniffed.extension}`).slice(0, 255),
        mimeType: sniffed.mimeType,
        size: bytes.length,
      });
    }
  } catch (error) {
    await app.storage.remove(form.files.map((f) => f.storedName));
    if (error instanceof AppError) throw error;
    if (isFrameworkError(error)) throw error;
    request.log.info({ err: error }, 'Malformed multipart body');
    throw new AppError(
      400,
      'VALIDATION_FAILED',
      'The form data could not be read (malformed multipart body)',
    );
  }
  return form;
}

const MIME_OF_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/**
 * A file whose name claims one type while its bytes are another (a `.png` holding a PDF) is refused;
 * so is a name outside the allowed extensions. A file sent without a name is judged by its bytes.
 */
function nameAgrees(filename: string, mimeType: string, kind: LicenceUploadKind): boolean {
  if (filename === '') return true;
  if (checkLicenceFile({ name: filename, type: mimeType, size: 0 }, kind) !== undefined)
    return false;
  const dot = filename.lastIndexOf('.');
  return MIME_OF_EXTENSION[filename.slice(dot + 1).toLowerCase()] === mimeType;
}

function isFrameworkError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    (error as { code: string }).code.startsWith('FST_')
  );
}

/** The single value of a text field (the last one when sent twice), or undefined. */
export function single(form: FormData, field: string): string | undefined {
  const values = form.fields[field];
  return values === undefined ? undefined : values[values.length - 1];
}
