import { z } from 'zod';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, apiGet, apiPost, toQueryString } from './api-client';

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('api client', () => {
  it('sends JSON with credentials and returns the validated answer', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(answer(200, { ok: true, extra: 1 }));
    const result = await apiPost('/contact', { name: 'A' }, z.object({ ok: z.literal(true) }));
    expect(result).toEqual({ ok: true });
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe('/api/contact');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"name":"A"}' });
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('turns an error body into an ApiError with code, status and details', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      answer(400, { error: { code: 'VALIDATION_FAILED', message: 'Bad', details: [{ path: 'email', message: 'x' }] } }),
    );
    const error = await apiGet('/news').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'VALIDATION_FAILED', status: 400, details: [{ path: 'email', message: 'x' }] });
  });

  it('derives a code from the status when the body is not an API error', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('Not here', { status: 404 }));
    await expect(apiGet('/missing')).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });

  it('reports a network failure as NETWORK', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiGet('/news')).rejects.toMatchObject({ code: 'NETWORK', status: 0 });
  });

  it('rejects an answer that does not match the schema', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(answer(200, { items: 'nope' }));
    await expect(apiGet('/news', z.object({ items: z.array(z.string()) }))).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
  });

  it('builds query strings from defined values only', () => {
    expect(toQueryString({ page: 2, type: undefined, q: '' })).toBe('?page=2');
    expect(toQueryString({})).toBe('');
  });
});
