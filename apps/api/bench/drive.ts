/**
 * Load for the benches: one autocannon run with exact percentiles (bench/listing.ts,
 * bench/ssr.ts), and the percentile of a sorted list (bench/auction.ts too).
 */
import autocannon from 'autocannon';

/** The value under which `p` % of `sorted` lie (nearest rank), NaN for an empty list. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] as number;
}

/**
 * `ask()`'s answer, asked again while the server sheds load (503: a server on a busy machine may
 * shed calls, most of all just after it started), up to 20 times half a second apart.
 */
export async function untilServed(ask: () => Promise<Response>): Promise<Response> {
  let response = await ask();
  for (let tries = 1; response.status === 503 && tries < 20; tries += 1) {
    await response.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 500));
    response = await ask();
  }
  return response;
}

/** A run's req/s and latencies (ms); `errors` counts answers other than 200 and failed requests. */
export type Measured = {
  label: string;
  /** Responses received. */
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** The answers other than 200 by status, and `failed` for requests without an answer. */
  notOk: Record<string, number>;
};

/**
 * One autocannon run of `request` at `connections` for `seconds`; latencies are collected per
 * response so p95 is exact.
 */
export async function drive(
  label: string,
  baseUrl: string,
  request: autocannon.Request,
  seconds: number,
  connections: number,
): Promise<Measured> {
  const times: number[] = [];
  let errors = 0;
  const notOk: Record<string, number> = {};
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: baseUrl, connections, duration: seconds, requests: [request] },
      (error: unknown, done: autocannon.Result) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      times.push(responseTime);
      if (statusCode !== 200) {
        errors += 1;
        notOk[statusCode] = (notOk[statusCode] ?? 0) + 1;
      }
    });
    instance.on('reqError', () => {
      errors += 1;
      notOk.failed = (notOk.failed ?? 0) + 1;
    });
  });
  times.sort((a, b) => a - b);
  return {
    label,
    requests: times.length,
    rps: times.length / (result.duration || seconds),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors,
    notOk,
  };
}
