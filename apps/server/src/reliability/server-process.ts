// A real server process (src/main.ts under tsx, in production mode) on a free port, for the tests that cut its
// database connections, run two of it side by side, or load it for a minute.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_ORIGIN, cookieHeader } from '../test/auth.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type ServerProcess = {
  url: string;
  /** Null while it runs; the exit code or signal once it has ended. */
  exited: () => string | null;
  /** What it wrote to stdout and stderr (the last 256 KB). */
  output: () => string;
  /** Resolves with the first output line matching the pattern, when it appears. */
  waitForOutput: (pattern: RegExp, timeoutMs?: number) => Promise<string>;
  stop: () => Promise<void>;
};

/** A TCP port nobody listens on now, on the loopback. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts the server on a PostgreSQL database and resolves once /api/ready answers 200. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // The test runner's own variables (NODE_OPTIONS, VITEST_*) stay out of the server's environment.
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^(NODE_OPTIONS|VITEST|TEST_|DATABASE_URL|REDIS_URL)/.test(key)),
  );
  const child: ChildProcess = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...inherited,
      NODE_ENV: 'production',
      AUTH_SECRET: 'reliability-suite-secret-0123456789abcdef',
      PUBLIC_URL: TEST_ORIGIN,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'swim-reliability-')),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      JOBS: 'false',
      ...env,
    },
  });
  let output = '';
  let exit: string | null = null;
  const listeners = new Set<() => void>();
  const append = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-262_144);
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const ended = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      exit = signal ? `signal ${signal}` : `code ${code}`;
      for (const listener of listeners) listener();
      resolve();
    });
  });

  const waitForOutput = (pattern: RegExp, timeoutMs = 10_000) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const line = output.split('\n').find((l) => pattern.test(l));
        if (line !== undefined) finish(() => resolve(line));
        else if (exit) finish(() => reject(new Error(`server exited (${exit}) before ${pattern}:\n${output}`)));
      };
      const timer = setTimeout(() => finish(() => reject(new Error(`no ${pattern} in ${timeoutMs} ms`))), timeoutMs);
      const finish = (settle: () => void) => {
        clearTimeout(timer);
        listeners.delete(check);
        settle();
      };
      listeners.add(check);
      check();
    });

  const server: ServerProcess = {
    url,
    exited: () => exit,
    output: () => output,
    waitForOutput,
    stop: async () => {
      if (exit) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await ended;
      clearTimeout(timer);
    },
  };
  try {
    await waitUntil(async () => (await fetch(`${url}/api/ready`).catch(() => null))?.status === 200, {
      timeoutMs: 60_000,
      stopIf: () => exit !== null,
    });
  } catch (err) {
    await server.stop();
    throw new Error(`server did not become ready (${exit ?? 'still running'}): ${String(err)}\n${output}`);
  }
  return server;
}

/** Polls a condition until it holds (every 50 ms), failing after the timeout or as soon as stopIf holds. */
export async function waitUntil(
  condition: () => Promise<boolean> | boolean,
  options: { timeoutMs: number; stopIf?: () => boolean },
): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  while (!(await condition())) {
    if (options.stopIf?.()) throw new Error('stopped waiting');
    if (Date.now() > deadline) throw new Error(`condition not met within ${options.timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Signs in over HTTP and returns the session cookie. */
export async function signInOver(url: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return cookieHeader(res.headers.getSetCookie());
}
