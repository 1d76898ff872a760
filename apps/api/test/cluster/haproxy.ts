/**
 * HAProxy in front of several API processes, as `pnpm test:cluster` (rolling-restart.cluster.ts)
 * and `pnpm bench:cluster` (bench/cluster.ts) run it: deploy/haproxy.cfg's rules with fast health
 * checks and no TLS, Debian's haproxy binary (scripts/ensure-haproxy.mjs installs it), driven over
 * its admin socket.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * HAProxy's configuration: deploy/haproxy.cfg's rules, fast checks, no TLS. `balance`:
 * roundrobin (the test: every process gets its share at once) or leastconn (deploy/haproxy.cfg).
 */
export function haproxyConfig(
  lbPort: number,
  socket: string,
  ports: number[],
  balance: 'roundrobin' | 'leastconn' = 'roundrobin',
): string {
  const servers = ports
    .map((port, i) => `    server api${i + 1} 127.0.0.1:${port} check`)
    .join('\n');
  return `global
    stats socket ${socket} mode 600 level admin
    maxconn 4000

defaults
    mode http
    timeout connect 2s
    timeout client 60s
    timeout server 60s
    timeout http-request 10s
    timeout http-keep-alive 10s
    timeout queue 10s
    retries 3
    option redispatch 1
    retry-on conn-failure empty-response 503
    option forwardfor
    default-server inter 200ms fall 2 rise 2

frontend www
    bind 127.0.0.1:${lbPort}
    http-request del-header X-Forwarded-For
    acl live_stream path_beg /user/auctionEvents/ /user/listingEvents
    use_backend streams if live_stream
    default_backend api

backend api
    balance ${balance}
    option httpchk
    http-check send meth GET uri /user/ready
    http-check expect status 200
${servers}

backend streams
    balance ${balance}
    timeout server 1h
    timeout tunnel 1h
    option httpchk
    http-check send meth GET uri /user/ready
    http-check expect status 200
${servers}
`;
}

/** One command on HAProxy's admin socket. */
export function haproxyCommand(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const client = net.connect(socket, () => client.end(`${command}\n`));
    let text = '';
    client.setEncoding('utf8');
    client.on('data', (chunk: string) => {
      text += chunk;
    });
    client.once('end', () => resolve(text));
    client.once('error', reject);
  });
}

/** The servers HAProxy sees UP in the `api` backend, by name. */
export async function upServers(socket: string): Promise<string[]> {
  const state = await haproxyCommand(socket, 'show servers state api');
  // Columns: be_id be_name srv_id srv_name srv_addr srv_op_state ... (2 = running).
  return state
    .split('\n')
    .filter((line) => /^\d+ api /.test(line))
    .map((line) => line.split(' '))
    .filter((cols) => cols[5] === '2')
    .map((cols) => cols[3] as string);
}

export async function until(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export type Haproxy = {
  /** `http://127.0.0.1:<port>`: the balancer. */
  url: string;
  /** Its admin socket. */
  socket: string;
  stop: () => Promise<void>;
};

/**
 * Writes the configuration into `workDir`, starts HAProxy in the foreground and resolves once it
 * sees every process up.
 */
export async function startHaproxy(
  workDir: string,
  ports: number[],
  balance: 'roundrobin' | 'leastconn' = 'roundrobin',
): Promise<Haproxy> {
  const lbPort = await freePort();
  const socket = path.join(workDir, `haproxy-${lbPort}.sock`);
  const config = path.join(workDir, `haproxy-${lbPort}.cfg`);
  await writeFile(config, haproxyConfig(lbPort, socket, ports, balance));
  const child: ChildProcess = spawn('haproxy', ['-db', '-f', config], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  };
  try {
    await until(
      async () => (await upServers(socket).catch(() => [])).length === ports.length,
      20_000,
      'HAProxy to see every process up',
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${lbPort}`, socket, stop };
}
