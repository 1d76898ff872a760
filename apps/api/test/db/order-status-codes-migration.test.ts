import { afterEach, describe, expect, it } from 'vitest';
import { migrationStep, type MigrationStep } from '../helpers/migration-step';

let step: MigrationStep | undefined;

afterEach(async () => {
  await step?.close();
  step = undefined;
});

describe('migration 0013: order statuses become codes', () => {
  it('turns the English names of existing orders and timelines into codes, and the partial indexes follow', async () => {
    step = await migrationStep('0013_order_status_codes');
    const { client } = step;

    const names = [
      'Pending Payment',
      'Payment Completed',
      'Ready for Pickup',
      'In Delivery',
      'Completed',
      'Cancelled',
    ];
    // Rows without their auctions, dealers and users: only the statuses matter here.
    await client.exec('SET session_replication_role = replica');
    const auction = '00000000-0000-4000-8000-0000000000a1';
    for (const [index, name] of names.entries()) {
      const id = `00000000-0000-4000-8000-00000000000${index}`;
      await client.query(
        `INSERT INTO orders (id, auction_id, dealer_id, price, source, status)
         VALUES ($1, $2, $3, 1000, 'bid', $4)`,
        // One auction for all but the cancelled one would break the unique index; give each its own.
        [id, name === 'Cancelled' ? auction : id, id, name],
      );
      await client.query(
        `INSERT INTO order_status_events (order_id, status, actor) VALUES ($1, $2, 'system')`,
        [id, name],
      );
    }
    await client.exec('SET session_replication_role = DEFAULT');

    await step.apply();

    const codes = [
      'pending_payment',
      'payment_completed',
      'ready_for_pickup',
      'in_delivery',
      'completed',
      'cancelled',
    ];
    const orders = await client.query<{ status: string }>('SELECT status FROM orders ORDER BY id');
    expect(orders.rows.map((row) => row.status)).toEqual(codes);
    const events = await client.query<{ status: string }>(
      'SELECT status FROM order_status_events ORDER BY order_id',
    );
    expect(events.rows.map((row) => row.status)).toEqual(codes);

    // The new default, and the one-open-order-per-auction index now reads the codes: a second
    // open order of the cancelled order's auction is accepted once, then refused.
    await client.exec('SET session_replication_role = replica');
    await client.query(
      `INSERT INTO orders (auction_id, dealer_id, price, source) VALUES ($1, $1, 1000, 'bid')`,
      [auction],
    );
    await expect(
      client.query(
        `INSERT INTO orders (auction_id, dealer_id, price, source) VALUES ($1, $1, 1000, 'bid')`,
        [auction],
      ),
    ).rejects.toThrow(/orders_auction_id_idx/);
    const fresh = await client.query<{ status: string }>(
      `SELECT status FROM orders WHERE auction_id = $1 AND status <> 'cancelled'`,
      [auction],
    );
    expect(fresh.rows).toEqual([{ status: 'pending_payment' }]);
  }, 300_000);
});
