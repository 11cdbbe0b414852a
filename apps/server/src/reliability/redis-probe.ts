// Redis for the reliability tests: whether a server answers, and a server of a test's own (on a free port, kept in
// memory only) for tests that must not depend on, or may pause and stop, a shared one.
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { freePort, waitUntil } from './server-process.js';

/** Resolves true when the Redis server at the URL answers PING within a second. */
export function redisAnswers(redisUrl: string): Promise<boolean> {
  const { hostname, port } = new URL(redisUrl);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || 6379), hostname);
    const answer = (up: boolean) => {
      socket.destroy();
      resolve(up);
    };
    socket.setTimeout(1000, () => answer(false));
    socket.once('error', () => answer(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => answer(data.toString().startsWith('+PONG')));
  });
}

export type OwnRedis = { url: string; process: ChildProcess; stop: () => void };

/** Starts `redis-server` (on the PATH) on a free port and resolves once it answers; stop() kills it, paused or not. */
export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const url = `redis://127.0.0.1:${port}`;
  await waitUntil(() => redisAnswers(url), { timeoutMs: 10_000, stopIf: () => child.exitCode !== null });
  return {
    url,
    process: child,
    stop: () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGCONT');
        child.kill('SIGKILL');
      }
    },
  };
}
