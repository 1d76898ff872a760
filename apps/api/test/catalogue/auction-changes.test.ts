import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auctions } from '../../src/db/schema';
import type { BusEvent } from '../../src/plugins/bus';
import { drivers } from '../helpers/build-test-app';
import { buildCatalogueApp, type CatalogueApp } from './catalogue-fixture';

/** Every auction write takes a new seq and is published, whatever code writes it (migration 0003). */
describe.each(drivers)('auction changes on %s', (driver) => {
  let t: CatalogueApp;
  const events: BusEvent[] = [];
  beforeAll(async () => {
    t = await buildCatalogueApp(driver);
    t.app.bus.subscribe((event) => events.push(event));
  });
  afterAll(async () => {
    await t?.close();
  });

  const seqOf = async (id: string) => {
    const [row] = await t.app.db
      .select({ seq: auctions.seq })
      .from(auctions)
      .where(eq(auctions.id, id));
    return Number(row?.seq);
  };

  it('a raw UPDATE that does not touch seq still bumps it and is published with the id', async () => {
    const [first] = await t.app.db.select({ id: auctions.id }).from(auctions).limit(1);
    const id = first?.id as string;
    const before = await seqOf(id);
    const [top] = await t.app.db
      .select({ max: sql<string>`max(${auctions.seq})::text` })
      .from(auctions);

    await t.app.db.execute(sql`update auctions set trending = not trending where id = ${id}`);

    const after = await seqOf(id);
    expect(after).toBeGreaterThan(before);
    expect(after).toBeGreaterThan(Number(top?.max));
    await vi.waitFor(() => {
      const change = events.find((event) => event.change.ids?.includes(id));
      expect(change?.change).toEqual({ seq: after, count: 1, ids: [id] });
    });
  });

  it('an UPDATE that sets an old seq by hand still gets a new one', async () => {
    const [first] = await t.app.db.select({ id: auctions.id }).from(auctions).limit(1);
    const id = first?.id as string;
    const before = await seqOf(id);
    await t.app.db.execute(sql`update auctions set seq = 1 where id = ${id}`);
    expect(await seqOf(id)).toBeGreaterThan(before);
  });
});
