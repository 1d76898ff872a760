import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this, compressing saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Text answers worth compressing; event streams never (each event must reach the client at once). */
const COMPRESSIBLE =
  /^(?:text\/(?!event-stream)[\w.+-]+|application\/(?:[\w.-]+\+)?(?:json|javascript|xml)|image\/svg\+xml)(?:;|$)/i;

type Encoding = 'br' | 'gzip';

/** The best encoding the client accepts (brotli, then gzip), honouring `q=0`. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name !== '') accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const wants = (encoding: Encoding) =>
    (accepted.get(encoding) ?? (accepted.has('*') ? (accepted.get('*') ?? 0) : 0)) > 0;
  if (wants('br')) return 'br';
  if (wants('gzip')) return 'gzip';
  return null;
}

function addVary(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : String(vary ?? '');
  if (current === '') void reply.header('vary', 'accept-encoding');
  else if (!/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(current)) {
    void reply.header('vary', `${current}, accept-encoding`);
  }
}

/**
 * Compresses the API's answers (JSON lists and details, content texts) with brotli (quality 4, fast
 * enough per request) or gzip, as the client accepts, from 1 KB on. Only answers held in memory
 * are compressed: files are streamed as they are (the web app's own files are compressed once at
 * build time and carry their Content-Encoding), and event streams are never touched.
 */
export default fp(
  async function compressionPlugin(app) {
    app.addHook(
      'onSend',
      async (request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
        if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
        const type = String(reply.getHeader('content-type') ?? '');
        if (!COMPRESSIBLE.test(type) || reply.hasHeader('content-encoding')) return payload;
        addVary(reply);
        if (request.method === 'HEAD' || reply.statusCode === 204 || reply.statusCode === 304) {
          return payload;
        }
        const encoding = pickEncoding(request.headers['accept-encoding']);
        // (Checked before the answer is copied: one sent as it is needs no copy.)
        if (encoding === null) return payload;
        const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
        if (body.length < COMPRESSION_THRESHOLD_BYTES) return body;
        const compressed =
          encoding === 'br'
            ? await brotliAsync(body, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: 4,
                  [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
                },
              })
            : await gzipAsync(body);
        void reply.header('content-encoding', encoding);
        reply.removeHeader('content-length');
        return compressed;
      },
    );
  },
  { name: 'compression' },
);
