import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import compressionPlugin, { pickEncoding } from '../../src/plugins/compression';

/** A list answer well over the 1 KB threshold. */
const LIST = {
  message: 'Auctions',
  data: Array.from({ length: 50 }, (_, i) => ({
    _id: `a${i}`,
    vehicleName: `2021 Honda Civic ${i}`,
  })),
};

describe('compression of API answers', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await app.register(compressionPlugin);
    app.get('/list', async () => LIST);
    app.get('/small', async () => ({ message: 'ok' }));
    app.get('/events', async (_request, reply) =>
      reply.type('text/event-stream').send(`data: ${'x'.repeat(4000)}\n\n`),
    );
    app.get('/already', async (_request, reply) =>
      reply.header('content-encoding', 'br').type('text/javascript').send('x'.repeat(4000)),
    );
    app.get('/file', async (_request, reply) =>
      reply.type('image/svg+xml').send(Readable.from(['<svg>', 'x'.repeat(4000), '</svg>'])),
    );
    app.get('/png', async (_request, reply) => reply.type('image/png').send(Buffer.alloc(4000)));
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, acceptEncoding?: string, method: 'GET' | 'HEAD' = 'GET') =>
    app.inject({
      method,
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends a large JSON answer as brotli, else gzip, to a client that accepts it', async () => {
    const br = await get('/list', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(JSON.stringify(LIST).length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(LIST);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);

    const gz = await get('/list', 'gzip, br;q=0');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(LIST);
  });

  it('leaves plain what the client cannot decode, what is small, HEAD and event streams', async () => {
    const plain = await get('/list');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/accept-encoding/i);
    expect(plain.json()).toEqual(LIST);

    expect((await get('/list', 'deflate')).headers['content-encoding']).toBeUndefined();
    expect((await get('/list', 'br', 'HEAD')).headers['content-encoding']).toBeUndefined();

    const small = await get('/small', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ message: 'ok' });

    const events = await get('/events', 'br');
    expect(events.headers['content-encoding']).toBeUndefined();
    expect(events.body.startsWith('data: xxx')).toBe(true);

    const png = await get('/png', 'br');
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.rawPayload.length).toBe(4000);
  });

  it('streams files and already compressed answers as they are', async () => {
    const file = await get('/file', 'br');
    expect(file.headers['content-encoding']).toBeUndefined();
    expect(file.body).toBe(`<svg>${'x'.repeat(4000)}</svg>`);

    const already = await get('/already', 'br, gzip');
    expect(already.headers['content-encoding']).toBe('br');
    expect(already.body).toBe('x'.repeat(4000));
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0 and *', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(pickEncoding('deflate')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
  });
});
