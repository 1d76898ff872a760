import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  checkLicenceFile,
  isAllowedLicenceMimeType,
  messages,
  signupSchema,
  type LicenceUploadKind,
} from '@marketdrop/validation';
import { sniffFileType } from './sniff-file-type';
import { AppError, validationError } from './errors';
import { NUL_MESSAGE } from './hostile-input';
import { WRONG_TYPE_MESSAGE, jsonBody } from './validate';

/**
 * The fields of the multipart forms that are yes/no answers: in a JSON body they may be `true` or
 * `false`; every other field must be text.
 */
const FLAG_FIELDS: ReadonlySet<string> = new Set(
  Object.entries(signupSchema.fields)
    .filter(([, field]) => (field as { type?: string }).type === 'boolean')
    .map(([name]) => name),
);

/** A field error for a NUL character (PostgreSQL refuses it in text; it was a 500). */
function nulError(field: string): AppError {
  return new AppError(400, 'VALIDATION_FAILED', NUL_MESSAGE, { errors: { [field]: NUL_MESSAGE } });
}

/** The text values of one field of a JSON body; a value that is not text (or a flag) is a 400. */
function textValues(field: string, value: unknown): string[] {
  const values = Array.isArray(value) ? value : [value];
  const texts: string[] = [];
  for (const item of values) {
    if (item === undefined || item === null) continue;
    if (typeof item === 'string') texts.push(item);
    else if (typeof item === 'boolean' && FLAG_FIELDS.has(field)) texts.push(String(item));
    else throw validationError({ [field]: WRONG_TYPE_MESSAGE });
  }
  return texts;
}

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
    // The JSON parser already refused NUL characters, deep nesting and non-finite numbers.
    const body = jsonBody(request);
    const fields: Record<string, string[]> = {};
    for (const [key, value] of Object.entries(body)) fields[key] = textValues(key, value);
    return { fields, files: [] };
  }

  const form: FormData = { fields: {}, files: [] };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.valueTruncated || part.fieldnameTruncated) {
          throw validationError({ [part.fieldname]: `${part.fieldname} is too long` });
        }
        if (typeof part.value !== 'string') {
          throw validationError({ [part.fieldname]: WRONG_TYPE_MESSAGE });
        }
        if (part.fieldname.includes('\u0000') || part.value.includes('\u0000')) {
          throw nulError(part.fieldname.replaceAll('\u0000', ''));
        }
        (form.fields[part.fieldname] ??= []).push(part.value);
        continue;
      }
      if (part.filename.includes('\u0000')) {
        part.file.resume();
        throw nulError(part.fieldname);
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

/** The single value of a text field, or undefined; a field sent more than once is a 400. */
export function single(form: FormData, field: string): string | undefined {
  const values = form.fields[field];
  if (values !== undefined && values.length > 1) {
    throw validationError({ [field]: WRONG_TYPE_MESSAGE });
  }
  return values?.[0];
}
