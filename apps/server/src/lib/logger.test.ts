// The log a person reads at a terminal (text) and the one a collector reads (JSON): which one a setting gives, and
// what each writes.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { type LogSink, createLogger } from './logger.js';

const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40) };

/** A sink that keeps what is written, line by line. */
function collector(): LogSink & { lines: () => string[] } {
  let text = '';
  return {
    write: (chunk: string) => {
      text += chunk;
    },
    lines: () => text.split('\n').filter((line) => line !== ''),
  };
}

describe('LOG_FORMAT', () => {
  it('is text at a terminal by default and JSON in production; either can be asked for', () => {
    expect(loadConfig({}).logFormat).toBe('text');
    expect(loadConfig({ NODE_ENV: 'development' }).logFormat).toBe('text');
    expect(loadConfig(production).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(loadConfig({ ...production, LOG_FORMAT: 'text' }).logFormat).toBe('text');
    expect(() => loadConfig({ LOG_FORMAT: 'pretty' })).toThrow(/LOG_FORMAT/);
  });
});

describe('the text log', () => {
  it('writes a time, the level and the message, short fields after it and sentences below it', () => {
    const sink = collector();
    const log = createLogger({ format: 'text', sink });
    log.info('job queue started');
    log.warn({ code: '57P01' }, 'database connection lost');
    log.info({ database: 'embedded PGlite in ./data/pglite', port: 3000 }, 'swim club ready');
    expect(sink.lines()).toEqual([
      expect.stringMatching(/^\d\d:\d\d:\d\d INFO {2}job queue started$/),
      expect.stringMatching(/^\d\d:\d\d:\d\d WARN {2}database connection lost code=57P01$/),
      expect.stringMatching(/^\d\d:\d\d:\d\d INFO {2}swim club ready port=3000$/),
      '  database:  embedded PGlite in ./data/pglite',
    ]);
  });

  it("writes an error's stack under its line, and never a cookie", () => {
    const sink = collector();
    const log = createLogger({ format: 'text', sink });
    log.error({ err: new Error('relation "x" does not exist'), req: { headers: { cookie: 'secret' } } }, 'failed');
    const [first, second, third] = sink.lines();
    expect(first).toMatch(/^\d\d:\d\d:\d\d ERROR failed$/);
    expect(second).toBe('  Error: relation "x" does not exist');
    expect(third).toMatch(/^\s+at /);
    expect(sink.lines().join('\n')).not.toContain('secret');
  });
});

describe('the JSON log', () => {
  it("writes pino's JSON lines, credentials redacted", () => {
    const sink = collector();
    const log = createLogger({ format: 'json', sink });
    log.info({ req: { headers: { cookie: 'secret' } } }, 'request completed');
    const [line] = sink.lines();
    expect(JSON.parse(line ?? '')).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { headers: { cookie: '[Redacted]' } },
    });
  });
});
