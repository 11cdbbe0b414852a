// A reply that arrived while this process was too busy to run its timers is read before a timeout is called.
import { once } from 'node:events';
import { type ChildProcess, spawn } from 'node:child_process';
import { createConnection } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { withPatientTimeout } from './with-timeout.js';

const echoes: ChildProcess[] = [];
afterEach(() => {
  for (const echo of echoes.splice(0)) echo.kill();
});

/**
 * An echo server in another process (as Redis is), and a request to it whose reply resolves the returned promise:
 * the reply reaches this process's socket while this thread is busy.
 */
async function askEcho(): Promise<{ reply: Promise<string>; close: () => void }> {
  const echo = spawn(
    process.execPath,
    [
      '-e',
      "const s = require('node:net').createServer((c) => c.pipe(c)).listen(0, '127.0.0.1', () => console.log(s.address().port));",
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  echoes.push(echo);
  const [line] = (await once(echo.stdout as NodeJS.ReadableStream, 'data')) as [Buffer];
  const socket = createConnection(Number(String(line).trim()), '127.0.0.1');
  await once(socket, 'connect');
  const reply = new Promise<string>((resolve) => socket.once('data', (data) => resolve(String(data))));
  socket.write('pong');
  return { reply, close: () => socket.destroy() };
}

/** Keeps this thread busy, as a burst of requests does: no timer or socket callback runs meanwhile. */
function block(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // busy
  }
}

describe('a timeout on a busy process', () => {
  it('a patient timeout reads the waiting reply first', async () => {
    const { reply, close } = await askEcho();
    const answer = withPatientTimeout(reply, 50, 'the echo');
    // Long enough for the other process to answer even on a loaded machine.
    block(1000);
    await expect(answer).resolves.toBe('pong');
    close();
  });

  it('a patient timeout still gives up on a side that never answers', async () => {
    const started = Date.now();
    await expect(withPatientTimeout(new Promise<never>(() => {}), 50, 'the silence')).rejects.toThrow(
      'the silence did not answer within 50 ms',
    );
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
