import { afterEach, describe, expect, it } from 'vitest';
import { migrationStep, type MigrationStep } from '../helpers/migration-step';

let step: MigrationStep | undefined;

afterEach(async () => {
  await step?.close();
  step = undefined;
});

describe('migration 0015: the notification switch becomes a setting per kind', () => {
  it('on: every kind on but marketing; off: every kind off', async () => {
    step = await migrationStep('0015_notification_settings');
    const { client } = step;

    const insert = (id: string, on: boolean) =>
      client.query(
        `INSERT INTO users (id, user_type, first_name, last_name, email, password_hash, phone_number, notification_enable)
         VALUES ($1, 'consumer', 'A', 'B', $2, 'x', '4165550123', $3)`,
        [id, `${id}@example.com`, on],
      );
    const onId = '00000000-0000-4000-8000-000000000001';
    const offId = '00000000-0000-4000-8000-000000000002';
    await insert(onId, true);
    await insert(offId, false);

    await step.apply();

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
