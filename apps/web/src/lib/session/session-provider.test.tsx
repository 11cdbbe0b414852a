import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
// The /api/me schema is loaded on demand (a chunk of its own in the app); loaded here up front, so fake timers
// do not have to wait for a module load.
import '@swim/shared/api/auth';
import { buildMe, buildUser, mockApi } from '../../test/mock-api';
import { SessionProvider } from './session-provider';

describe('SessionProvider', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refreshes a session about to end through get-session, then reloads /api/me', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z') });
    const soon = buildMe(buildUser(), { expiresAt: '2026-11-21T10:01:40.000Z' });
    const later = buildMe(buildUser(), { expiresAt: '2026-11-28T10:01:00.000Z' });
    let refreshed = false;
    const api = mockApi({
      'GET /api/me': () => (refreshed ? later : soon),
      'GET /api/auth/get-session': () => {
        refreshed = true;
        return { session: { expiresAt: later.expiresAt }, user: {} };
      },
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <p>app</p>
        </SessionProvider>
      </QueryClientProvider>,
    );
    const paths = () => api.mock.calls.map(([url]) => String(url));

    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(paths()).toEqual(['/api/me']);
    // 30 s: 70 s remain, under 90 s -> refresh, then reload the user.
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(paths()).toEqual(['/api/me', '/api/auth/get-session', '/api/me']);
    expect(queryClient.getQueryData(['me'])).toEqual(later);
    // Now a week remains: nothing more to do.
    await act(() => vi.advanceTimersByTimeAsync(5 * 30_000));
    expect(paths()).toHaveLength(3);
  });
});
