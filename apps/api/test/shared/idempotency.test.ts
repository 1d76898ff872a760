import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { number, object, string } from 'yup';
import { calls } from '@marketdrop/api-client';
import { AppError } from '../../src/shared/errors';
import {
  IDEMPOTENCY_KEY_MAX_LENGTH,
  IDEMPOTENCY_MESSAGES,
  deleteExpiredIdempotencyKeys,
  requestHashOf,
  withIdempotency,
} from '../../src/shared/idempotency';
import { idempotencyKeys } from '../../src/shared/idempotency-tables';
import { bodyOf } from '../../src/shared/validate';
import { buildTestApp, drivers, type TestApp } from '../helpers/build-test-app';
import { bearer, signUpVerified } from '../helpers/fixtures';

type Order = { id: string; item: string; qty: number };

/**
 * A test-only state-changing route under the mechanism `mountCall` gives the calls declared
 * `idempotent` (placeBid, claimAuction, buyNow): it creates an order in memory, so a test sees
 * exactly how many times it ran. `refused` answers 409, `crash` fails with a 500 the first time,
 * `slow` waits for the test to let it finish.
 */
function orderRoutes(world: {
  orders: Order[];
  refusals: number;
  crashes: number;
  slow: Promise<void>;
}): FastifyPluginAsync {
  const schema = object({ item: string().required(), qty: number().integer().min(1).required() });
  return async (app: FastifyInstance) => {
    const handle = (call: string) =>
      withIdempotency(app, call, async (request) => {
        const body = request.body as { item: string; qty: number };
        if (body.item === 'refused') {
          world.refusals += 1;
          throw new AppError(409, 'ALREADY_SOLD', 'Someone bought it first');
        }
        if (body.item === 'crash' && world.crashes === 0) {
          world.crashes += 1;
          throw new Error('The process lost its database connection');
        }
        if (body.item === 'slow') await world.slow;
        const order = { id: randomUUID(), ...body };
        world.orders.push(order);
        return { message: 'Ordered', data: order };
      });
    const options = { onRequest: app.authenticate, preValidation: bodyOf(schema) };
    app.post('/test/orders', options, handle('testOrder'));
    app.post('/test/otherOrders', options, handle('testOtherOrder'));
  };
}

function newWorld() {
  let finishSlow = () => {};
  const world = {
    orders: [] as Order[],
    refusals: 0,
    crashes: 0,
    slow: new Promise<void>((resolve) => {
      finishSlow = resolve;
    }),
  };
  return { world, finishSlow: () => finishSlow() };
}

describe.each(drivers)('Idempotency-Key on %s', (driver) => {
  let t: TestApp;
  let token: string;
  let userId: string;
  const { world, finishSlow } = newWorld();

  beforeAll(async () => {
    t = await buildTestApp({ driver, plugins: [orderRoutes(world)] });
    ({ token, userId } = await signUpVerified(t.app));
  });
  afterAll(async () => {
    finishSlow();
    await t?.close();
  });

  // Async, so the request is sent at the call (an inject chain waits for its first `then`).
  const order = async (
    body: Record<string, unknown>,
    key?: string,
    options: { url?: string; as?: string } = {},
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method: 'POST',
      url: options.url ?? '/test/orders',
      headers: {
        ...bearer(options.as ?? token),
        ...(key === undefined ? {} : { 'idempotency-key': key }),
      },
      payload: body,
    });

  it('the calls that buy or bid are declared idempotent', () => {
    for (const name of ['placeBid', 'claimAuction', 'buyNow'] as const) {
      expect(calls[name]).toMatchObject({ idempotent: true, auth: 'session' });
      expect(calls[name].errors).toContain('IDEMPOTENCY_KEY_REUSED');
    }
  });

  it('a retry with the same key and body gets the first answer and creates nothing', async () => {
    const key = randomUUID();
    const before = world.orders.length;
    const first = await order({ item: 'wheels', qty: 4 }, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    // The same request, its fields in another order and with a value the schema casts the same.
    const retry = await order({ qty: '4', item: 'wheels' }, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(world.orders.length).toBe(before + 1);

    // Without a key, every request acts.
    await order({ item: 'wheels', qty: 4 });
    await order({ item: 'wheels', qty: 4 });
    expect(world.orders.length).toBe(before + 3);
  });

  it('refuses the same key with another body, or for another call (422)', async () => {
    const key = randomUUID();
    expect((await order({ item: 'mirror', qty: 1 }, key)).statusCode).toBe(200);
    const before = world.orders.length;
    for (const response of [
      await order({ item: 'mirror', qty: 2 }, key),
      await order({ item: 'mirror', qty: 1 }, key, { url: '/test/otherOrders' }),
    ]) {
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: IDEMPOTENCY_MESSAGES.reused,
        code: 'IDEMPOTENCY_KEY_REUSED',
      });
    }
    expect(world.orders.length).toBe(before);
  });

  it('keeps keys per user', async () => {
    const key = randomUUID();
    const other = await signUpVerified(t.app);
    const mine = await order({ item: 'seat', qty: 1 }, key);
    const theirs = await order({ item: 'seat', qty: 1 }, key, { as: other.token });
    expect(mine.statusCode).toBe(200);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json<{ data: Order }>().data.id).not.toBe(mine.json<{ data: Order }>().data.id);
  });

  it('stores a 4xx answer: the retry gets it again without running the call', async () => {
    const key = randomUUID();
    const first = await order({ item: 'refused', qty: 1 }, key);
    expect(first.statusCode).toBe(409);
    const retry = await order({ item: 'refused', qty: 1 }, key);
    expect(retry.statusCode).toBe(409);
    expect(retry.json()).toEqual({ message: 'Someone bought it first', code: 'ALREADY_SOLD' });
    expect(world.refusals).toBe(1);
  });

  it('does not store a 5xx: the key is released and the retry runs the call', async () => {
    const key = randomUUID();
    const first = await order({ item: 'crash', qty: 1 }, key);
    expect(first.statusCode).toBe(500);
    const retry = await order({ item: 'crash', qty: 1 }, key);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(world.orders.filter((o) => o.item === 'crash')).toHaveLength(1);
  });

  it('answers 409 with Retry-After 1 while the first request is still running', async () => {
    const key = randomUUID();
    const first = order({ item: 'slow', qty: 1 }, key);
    let second: LightMyRequestResponse | undefined;
    // The first one holds the key once its row exists.
    for (let i = 0; i < 200 && second?.statusCode !== 409; i += 1) {
      second = await order({ item: 'slow', qty: 1 }, key);
    }
    expect(second?.statusCode).toBe(409);
    expect(second?.headers['retry-after']).toBe('1');
    expect(second?.json()).toEqual({
      message: IDEMPOTENCY_MESSAGES.inProgress,
      code: 'IDEMPOTENCY_IN_PROGRESS',
    });
    finishSlow();
    const done = await first;
    expect(done.statusCode).toBe(200);
    const retry = await order({ item: 'slow', qty: 1 }, key);
    expect(retry.json()).toEqual(done.json());
    expect(world.orders.filter((o) => o.item === 'slow')).toHaveLength(1);
  });

  it('many concurrent requests with one key: the call runs once', async () => {
    const key = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 12 }, () => order({ item: 'hubcap', qty: 3 }, key)),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    const ids = new Set(
      responses.filter((r) => r.statusCode === 200).map((r) => r.json<{ data: Order }>().data.id),
    );
    expect(ids.size).toBe(1);
    expect(world.orders.filter((o) => o.item === 'hubcap')).toHaveLength(1);
  });

  it('takes over a key left pending for a minute (its process died)', async () => {
    const key = randomUUID();
    const body = { item: 'bumper', qty: 1 };
    await t.app.db.insert(idempotencyKeys).values({
      userId,
      key,
      call: 'testOrder',
      requestHash: requestHashOf('testOrder', body),
      state: 'pending',
      createdAt: t.clock.now(),
    });
    expect((await order(body, key)).statusCode).toBe(409);
    t.clock.advance(61_000);
    const taken = await order(body, key);
    expect(taken.statusCode, taken.body).toBe(200);
    expect((await order(body, key)).json()).toEqual(taken.json());
    const [row] = await t.app.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    expect(row).toMatchObject({ state: 'done', statusCode: 200 });
  });

  it('refuses a key that is empty, too long or not printable (400)', async () => {
    for (const key of ['', 'x'.repeat(IDEMPOTENCY_KEY_MAX_LENGTH + 1), 'a\tb']) {
      const response = await order({ item: 'door', qty: 1 }, key);
      expect(response.statusCode, JSON.stringify(key)).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: { 'Idempotency-Key': IDEMPOTENCY_MESSAGES.invalidKey },
      });
    }
    expect((await order({ item: 'door', qty: 1 }, 'x'.repeat(200))).statusCode).toBe(200);
  });

  it('keeps keys 24 hours; the cleanup deletes older ones', async () => {
    const now = t.clock.now();
    const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * 3_600_000);
    const keys = { old: randomUUID(), young: randomUUID() };
    await t.app.db.insert(idempotencyKeys).values([
      {
        userId,
        key: keys.old,
        call: 'testOrder',
        requestHash: 'h',
        state: 'done',
        createdAt: at(24.1),
      },
      {
        userId,
        key: keys.young,
        call: 'testOrder',
        requestHash: 'h',
        state: 'done',
        createdAt: at(23.9),
      },
    ]);
    expect(await deleteExpiredIdempotencyKeys(t.app)).toBeGreaterThanOrEqual(1);
    const left = await t.app.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, userId));
    expect(left.map((row) => row.key)).toContain(keys.young);
    expect(left.map((row) => row.key)).not.toContain(keys.old);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('Idempotency-Key across two processes', () => {
  let a: TestApp;
  let b: TestApp;
  const worldA = newWorld();
  const worldB = newWorld();
  beforeAll(async () => {
    a = await buildTestApp({ driver: 'postgres', plugins: [orderRoutes(worldA.world)] });
    b = await buildTestApp({
      driver: 'pglite',
      configure: (config) => ({ ...config, database: a.config.database }),
      plugins: [orderRoutes(worldB.world)],
    });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a retry sent to the other process gets the first answer', async () => {
    const { token } = await signUpVerified(a.app);
    const send = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/test/orders',
        headers: { ...bearer(token), 'idempotency-key': 'checkout-1' },
        payload: { item: 'engine', qty: 1 },
      });
    const first = await send(a.app);
    expect(first.statusCode).toBe(200);
    const retry = await send(b.app);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(worldA.world.orders).toHaveLength(1);
    expect(worldB.world.orders).toHaveLength(0);
  });
});
