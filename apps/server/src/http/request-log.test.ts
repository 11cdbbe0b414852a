// The text log says nothing about a request that went well and warns about a slow one; the JSON log keeps Fastify's
// line per request for a collector.
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { type Config, testConfig } from '../config.js';
import { createLogger } from '../lib/logger.js';
import { useTestApp } from '../test/app.js';

const t = useTestApp();

/** An app writing its log into an array; runs the requests and returns what was written. */
async function logOf(overrides: Partial<Config>, urls: string[]): Promise<string[]> {
  const config = testConfig({ logLevel: 'info', ...overrides });
  let text = '';
  const logger = createLogger({ level: 'info', format: config.logFormat, sink: { write: (s) => (text += s) } });
  const app = await buildApp({ config, database: t.database, logger });
  try {
    await app.ready();
    text = '';
    for (const url of urls) await app.inject(url);
    return text.split('\n').filter((line) => line !== '');
  } finally {
    await app.close();
  }
}

describe('the request log', () => {
  it('in text, writes nothing for requests that went well or were refused', async () => {
    const lines = await logOf({ logFormat: 'text', logSlowMs: 60_000 }, ['/api/health', '/api/news', '/api/nowhere']);
    expect(lines).toEqual([]);
  });

  it('in text, warns about a request slower than LOG_SLOW_MS, with its status and time', async () => {
    const lines = await logOf({ logFormat: 'text', logSlowMs: 0 }, ['/api/health']);
    expect(lines).toContainEqual(expect.stringMatching(/ WARN {2}slow request: GET \/api\/health status=200 ms=\d+$/));
  });

  it('in text, names a slow request by its path, never its query (which may carry a token)', async () => {
    const lines = await logOf({ logFormat: 'text', logSlowMs: 0 }, ['/api/health?token=live-secret-token']);
    expect(lines).toContainEqual(expect.stringMatching(/slow request: GET \/api\/health status=200 ms=\d+$/));
    expect(lines.join('\n')).not.toContain('live-secret-token');
  });

  it('in JSON, writes a line per request', async () => {
    const lines = await logOf({ logFormat: 'json', logSlowMs: 0 }, ['/api/health', '/api/news']);
    const completed = lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'request completed');
    expect(completed.map((entry) => entry.res.statusCode)).toEqual([200, 200]);
    expect(lines.some((line) => line.includes('slow request'))).toBe(false);
  });

  it('in JSON, names each request by its path, never its query (which may carry a token)', async () => {
    const lines = await logOf({ logFormat: 'json', logSlowMs: 0 }, ['/api/health?token=live-secret-token']);
    const incoming = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'incoming request');
    expect(incoming?.req.url).toBe('/api/health');
    expect(lines.join('\n')).not.toContain('live-secret-token');
  });
});
