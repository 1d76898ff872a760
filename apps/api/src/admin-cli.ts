/**
 * `pnpm admin:create --email admin@example.com --password 'S3cret!pass' [--first-name A]
 * [--last-name B]`: creates an admin account on the configured database (DATABASE_URL, else the
 * PGlite data in DATA_DIR; stop a server that uses the same PGlite folder first). Run again for an
 * existing admin, it sets the new password. The password follows the sign-up rules.
 */
import { parseArgs } from 'node:util';
import { systemClock } from '@marketdrop/validation';
import { CreateAdminError, createAdmin } from './accounts/create-admin';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { createPasswordHasher } from './shared/hash-password';

const USAGE =
  'Usage: pnpm admin:create --email admin@example.com --password <password> [--first-name A] [--last-name B]';

async function main(): Promise<number> {
  const { values } = parseArgs({
    // `pnpm run x -- --flag` passes the separator through.
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help || values.email === undefined || values.password === undefined) {
    console.log(USAGE);
    return values.help ? 0 : 1;
  }
  const config = loadConfig();
  const opened = await openDatabase(config.database, config.migrationsDir);
  try {
    const result = await createAdmin(
      { db: opened.db, clock: systemClock, passwords: createPasswordHasher(config.hashing) },
      {
        email: values.email,
        password: values.password,
        ...(values['first-name'] ? { firstName: values['first-name'] } : {}),
        ...(values['last-name'] ? { lastName: values['last-name'] } : {}),
      },
    );
    console.log(
      result.created
        ? `Created the admin account ${result.email}. Sign in at /login; the console is at /admin.`
        : `${result.email} is already an admin: its password is changed and its sessions ended.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof CreateAdminError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await opened.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
