// /api/docs is a setting: served outside production, hidden in production unless API_DOCS=true (ADR 0021).
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig, testConfig } from '../config.js';
import { useTestApp } from '../test/app.js';

const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40) };

describe('API_DOCS', () => {
  it('is off by default in production and on elsewhere; either way can be chosen', () => {
    expect(loadConfig(production).apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'false' }).apiDocs).toBe(false);
  });

  it('names a value other than true or false', () => {
    expect(() => loadConfig({ API_DOCS: 'yes' })).toThrow(/API_DOCS/);
  });
});

describe('the API docs', () => {
  const t = useTestApp();

  async function withApp(apiDocs: boolean, check: (app: FastifyInstance) => Promise<void>) {
    const app = await buildApp({ config: testConfig({ apiDocs }), database: t.database });
    try {
      await check(app);
    } finally {
      await app.close();
    }
  }

  it('are served when on', async () => {
    await withApp(true, async (app) => {
      const doc = await app.inject('/api/docs/json');
      expect(doc.statusCode).toBe(200);
      expect(doc.json()).toHaveProperty('paths./api/news');
      expect([200, 302]).toContain((await app.inject('/api/docs')).statusCode);
    });
  });

  it('answer like any unknown address when off, and the API still works', async () => {
    await withApp(false, async (app) => {
      for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
        const res = await app.inject(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json().error.code, url).toBe('NOT_FOUND');
      }
      expect((await app.inject('/api/news')).statusCode).toBe(200);
    });
  });
});
