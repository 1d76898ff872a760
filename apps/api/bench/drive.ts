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

/** A run's req/s and latencies (ms); `errors` counts answers other than 200 and failed requests. */
export type Measured = {
  label: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
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
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: baseUrl, connections, duration: seconds, requests: [request] },
      (error: unknown, done: autocannon.Result) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      times.push(responseTime);
      if (statusCode !== 200) errors += 1;
    });
    instance.on('reqError', () => {
      errors += 1;
    });
  });
  times.sort((a, b) => a - b);
  return {
    label,
    rps: times.length / (result.duration || seconds),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: errors + result.non2xx,
  };
}
