import { hash, verify } from '@node-rs/argon2';
import type { HashingConfig } from '../config';

export type PasswordHasher = {
  /** An argon2id PHC string (the algorithm's default in @node-rs/argon2). */
  hash: (secret: string) => Promise<string>;
  /** Whether the secret matches; false for a malformed hash rather than an exception. */
  verify: (hashed: string, secret: string) => Promise<boolean>;
  /** Spends the time of one verification, so unknown accounts answer as slowly as known ones. */
  verifyNothing: (secret: string) => Promise<void>;
};

export function createPasswordHasher(config: HashingConfig): PasswordHasher {
  const options = {
    memoryCost: config.memoryCost,
    timeCost: config.timeCost,
    parallelism: config.parallelism,
  };
  let dummy: Promise<string> | undefined;
  const check = async (hashed: string, secret: string) => {
    try {
      return await verify(hashed, secret);
    } catch {
      return false;
    }
  };
  return {
    hash: (secret) => hash(secret, options),
    verify: check,
    async verifyNothing(secret) {
      dummy ??= hash('not a real password', options);
      await check(await dummy, secret);
    },
  };
}
