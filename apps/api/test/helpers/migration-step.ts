import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../drizzle');

type Journal = { entries: Array<{ tag: string }> };

/** A database as it was just before one migration, to fill with old rows and then migrate. */
export type MigrationStep = {
  /** The database, migrated up to the migration before `tag`. */
  client: PGlite;
  /** Applies the migration `tag` (and no later one). */
  apply: () => Promise<void>;
  /** Closes the database and removes its copy of the migrations. */
  close: () => Promise<void>;
};

/**
 * A fresh PGlite migrated up to just before the migration `tag` (`0015_notification_settings`),
 * from a copy of the migrations whose journal is cut there; `apply` runs that one migration, so a
 * test can insert rows in the old shape and check what the migration makes of them.
 */
export async function migrationStep(tag: string): Promise<MigrationStep> {
  const folder = await mkdtemp(path.join(tmpdir(), 'md-migrations-'));
  await cp(MIGRATIONS, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as Journal;
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  if (at < 1) {
    await rm(folder, { recursive: true, force: true });
    throw new Error(`No migration ${tag} after the first in ${MIGRATIONS}`);
  }
  const migrateTo = async (count: number) => {
    await writeFile(
      journalPath,
      JSON.stringify({ ...journal, entries: journal.entries.slice(0, count) }),
    );
    await migrate(db, { migrationsFolder: folder });
  };
  const client = new PGlite();
  const db = drizzle({ client });
  await migrateTo(at);
  return {
    client,
    apply: () => migrateTo(at + 1),
    close: async () => {
      await client.close();
      await rm(folder, { recursive: true, force: true });
    },
  };
}
