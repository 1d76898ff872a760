import { createHash, randomBytes, randomInt } from 'node:crypto';
import { OTP_LENGTH } from '@marketdrop/validation';

/** A new bearer token: 32 random bytes (256 bits), base64url. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, hex. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A new one-time code: OTP_LENGTH digits from the cryptographic RNG. */
export function newOtpCode(): string {
  return randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0');
}

/** A server-made file name: 16 random bytes, hex, plus the extension of the sniffed type. */
export function newStoredName(extension: string): string {
  return `${randomBytes(16).toString('hex')}.${extension}`;
}
