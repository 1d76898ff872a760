import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterEach, describe, expect, it } from 'vitest';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../drizzle');
const TAG = '0015_notification_settings';

type Journal = { entries: Array<{ tag: string }> };

let folder: string | undefined;
let client: PGlite | undefined;

afterEach(async () => {
  await client?.close();
  if (folder !== undefined) await rm(folder, { recursive: true, force: true });
  client = undefined;
  folder = undefined;
});

describe('migration 0015: the notification switch becomes a setting per kind', () => {
  it('on: every kind on but marketing; off: every kind off', async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'md-migrations-'));
    await cp(MIGRATIONS, folder, { recursive: true });
    const journalPath = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalPath, 'utf8')) as Journal;
    const at = journal.entries.findIndex((e) => e.tag === TAG);
    expect(at).toBeGreaterThan(0);
    await writeFile(
      journalPath,
      JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }),
    );
    client = new PGlite();
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: folder });

    const insert = (id: string, on: boolean) =>
      client!.query(
        `INSERT INTO users (id, user_type, first_name, last_name, email, password_hash, phone_number, notification_enable)
         VALUES ($1, 'consumer', 'A', 'B', $2, 'x', '4165550123', $3)`,
        [id, `${id}@example.com`, on],
      );
    const onId = '00000000-0000-4000-8000-000000000001';
    const offId = '00000000-0000-4000-8000-000000000002';
    await insert(onId, true);
    await insert(offId, false);

    await writeFile(
      journalPath,
      JSON.stringify({ ...journal, entries: journal.entries.slice(0, at + 1) }),
    );
    await migrate(db, { migrationsFolder: folder });

    const rows = await client.query<Record<string, unknown>>(
      `SELECT id, email_outbid, email_won, email_order_steps, email_saved_searches, email_marketing
       FROM users ORDER BY id`,
    );
    expect(rows.rows).toEqual([
      {
        id: onId,
        email_outbid: true,
        email_won: true,
        email_order_steps: true,
        email_saved_searches: true,
        email_marketing: false,
      },
      {
        id: offId,
        email_outbid: false,
        email_won: false,
        email_order_steps: false,
        email_saved_searches: false,
        email_marketing: false,
      },
    ]);
  }, 300_000);
});
