import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSessionRefresh } from './session-refresh';

const START = new Date('2026-11-21T10:00:00Z');
const inSeconds = (seconds: number) => new Date(START.getTime() + seconds * 1000).toISOString();

describe('session refresh timing', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: START });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('checks every 30 seconds and refreshes once fewer than 90 seconds remain', async () => {
    const refresh = vi.fn().mockResolvedValue(undefined);
    const stop = startSessionRefresh({ getExpiresAt: () => inSeconds(150), refresh });

    await vi.advanceTimersByTimeAsync(29_999);
    expect(refresh).not.toHaveBeenCalled();
    // 30 s: 120 s remain — not yet.
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).not.toHaveBeenCalled();
    // 60 s: exactly 90 s remain — not under 90 s yet.
    await vi.advanceTimersByTimeAsync(30_000);
    expect(refresh).not.toHaveBeenCalled();
    // 90 s: 60 s remain — refresh.
    await vi.advanceTimersByTimeAsync(30_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    stop();
  });

  it('stops refreshing once the refreshed session ends later', async () => {
    let expiresAt = inSeconds(80);
    const refresh = vi.fn(async () => {
      expiresAt = inSeconds(3600);
    });
    const stop = startSessionRefresh({ getExpiresAt: () => expiresAt, refresh });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5 * 30_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    stop();
  });

  it('does nothing while signed out, and nothing after it is stopped', async () => {
    let expiresAt: string | null = null;
    const refresh = vi.fn().mockResolvedValue(undefined);
    const stop = startSessionRefresh({ getExpiresAt: () => expiresAt, refresh });
    await vi.advanceTimersByTimeAsync(90_000);
    expect(refresh).not.toHaveBeenCalled();

    stop();
    expiresAt = inSeconds(100);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('does not start a second refresh while one is still running, and keeps checking after a failure', async () => {
    let fail: (reason: Error) => void = () => undefined;
    const refresh = vi
      .fn()
      .mockImplementationOnce(() => new Promise((_resolve, reject) => (fail = reject)))
      .mockResolvedValue(undefined);
    const stop = startSessionRefresh({ getExpiresAt: () => inSeconds(85), refresh });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(refresh).toHaveBeenCalledTimes(1);

    fail(new Error('offline'));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(refresh).toHaveBeenCalledTimes(2);
    stop();
  });
});
