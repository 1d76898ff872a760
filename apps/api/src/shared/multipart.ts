import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  checkLicenceFile,
  isAllowedLicenceMimeType,
  keyedMessages,
  signupSchema,
  type KeyedMessage,
  type LicenceUploadKind,
} from '@marketdrop/validation';
import { sniffFileType } from './sniff-file-type';
import { AppError, fieldError, fieldsError } from './errors';
import { jsonBody, wrongTypeError } from './validate';

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
  return fieldError(field, keyedMessages.nul);
}

/** The text values of one field of a JSON body; a value that is not text (or a flag) is a 400. */
function textValues(field: string, value: unknown): string[] {
  const values = Array.isArray(value) ? value : [value];
  const texts: string[] = [];
  for (const item of values) {
    if (item === undefined || item === null) continue;
    if (typeof item === 'string') texts.push(item);
    else if (typeof item === 'boolean' && FLAG_FIELDS.has(field)) texts.push(String(item));
    else throw wrongTypeError(field);
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

/** A file that was sniffed and accepted, kept in memory for the handler (e.g. a photo to resize). */
export type BufferedFile = {
  field: string;
  originalName: string;
  mimeType: string;
  extension: string;
  size: number;
  bytes: Buffer;
};

export type FormData = {
  /** Text fields; a field sent several times keeps every value, in order. */
  fields: Record<string, string[]>;
  /** Files written to (private) storage. */
  files: StoredFile[];
  /** Files of fields whose rule keeps them in memory (`inMemory`). */
  buffers: BufferedFile[];
};

/** What a file field accepts, beside the licence uploads' own rules. */
export type FileRule = {
  /** The sniffed types accepted. */
  mimeTypes: readonly string[];
  /** The message of a refused type (415). */
  typeMessage: KeyedMessage;
  /** Keep the bytes in memory for the handler instead of writing them to storage. */
  inMemory?: boolean;
};

export type ReadFormOptions = {
  /** The file field names accepted, with the kind of licence upload or the rule of each. */
  fileFields: Record<string, LicenceUploadKind | FileRule>;
  /**
   * Limits of this form beside the app's (5 MB a file, 5 files): the largest file with the message
   * of a larger one (413 FILE_TOO_LARGE on its field), and how many files at most.
   */
  limits?: { fileSize: number; fileTooLargeMessage: KeyedMessage; files?: number };
};

function typeMessage(kind: LicenceUploadKind | FileRule): KeyedMessage {
  if (typeof kind === 'object') return kind.typeMessage;
  return kind === 'profile'
    ? keyedMessages.invalidLicenceFile
    : keyedMessages.invalidSignupLicenceFile;
}

function accepts(kind: LicenceUploadKind | FileRule, filename: string, mimeType: string): boolean {
  if (typeof kind === 'object') return kind.mimeTypes.includes(mimeType);
  return isAllowedLicenceMimeType(mimeType, kind) && nameAgrees(filename, mimeType, kind);
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
    return { fields, files: [], buffers: [] };
  }

  const form: FormData = { fields: {}, files: [], buffers: [] };
  const limits = options.limits;
  let field = '';
  try {
    const parts = request.parts(
      limits === undefined
        ? undefined
        : {
            limits: { fileSize: limits.fileSize, ...(limits.files ? { files: limits.files } : {}) },
          },
    );
    for await (const part of parts) {
      field = part.fieldname;
      if (part.type === 'field') {
        if (part.valueTruncated || part.fieldnameTruncated) {
          throw fieldsError({ [part.fieldname]: keyedMessages.partTooLong(part.fieldname) });
        }
        if (typeof part.value !== 'string') {
          throw wrongTypeError(part.fieldname);
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
        throw fieldsError({
          [part.fieldname]: keyedMessages.unexpectedFile(part.fieldname),
        });
      }
      const bytes = await part.toBuffer();
      if (bytes.length === 0) {
        throw fieldError(part.fieldname, keyedMessages.emptyFile, 'INVALID_FILE_TYPE');
      }
      const sniffed = sniffFileType(bytes);
      if (sniffed === undefined || !accepts(kind, part.filename, sniffed.mimeType)) {
        throw fieldError(part.fieldname, typeMessage(kind), 'INVALID_FILE_TYPE', 415);
      }
      if (typeof kind === 'object' && kind.inMemory === true) {
        form.buffers.push({
          field: part.fieldname,
          originalName: (part.filename || `upload.${sniffed.extension}`).slice(0, 255),
          mimeType: sniffed.mimeType,
          extension: sniffed.extension,
          size: bytes.length,
          bytes,
        });
        continue;
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
    if (limits !== undefined && frameworkCode(error) === 'FST_REQ_FILE_TOO_LARGE') {
      throw fieldError(field, limits.fileTooLargeMessage, 'FILE_TOO_LARGE', 413);
    }
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

function frameworkCode(error: unknown): string | undefined {
  return typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string'
    ? (error as { code: string }).code
    : undefined;
}

function isFrameworkError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    (error as { code: string }).code.startsWith('FST_')
  );
}

/**
 * The text fields of a form, each once: a field sent more than once is a 400 (any field, so that
 * no value is silently dropped).
 */
export function singleFields(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, list] of Object.entries(form.fields)) {
    if (list.length > 1) throw wrongTypeError(name);
    if (list[0] !== undefined) values[name] = list[0];
  }
  return values;
}

/** The single value of a text field, or undefined; a field sent more than once is a 400. */
export function single(form: FormData, field: string): string | undefined {
  const values = form.fields[field];
  if (values !== undefined && values.length > 1) {
    throw wrongTypeError(field);
  }
  return values?.[0];
}
