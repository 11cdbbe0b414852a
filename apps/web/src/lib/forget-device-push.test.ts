import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSubscription, installFakeBrowser, uninstallFakeBrowser } from '../test/fake-push-browser';
import { mockApi, reply } from '../test/mock-api';
import { forgetDevicePush } from './forget-device-push';

afterEach(() => {
  vi.useRealTimers();
  uninstallFakeBrowser();
});

const ENDPOINT = 'https://push.example.test/send/family-tablet';

/** A server that records the push requests it gets and answers DELETE with `answer`. */
function mockServer(answer: unknown = reply(204)) {
  const deletes: unknown[] = [];
  mockApi({
    'DELETE /api/push/subscriptions': ({ body }) => {
      deletes.push(body);
      return answer as ReturnType<typeof reply>;
    },
  });
  return { deletes };
}

describe('forgetDevicePush', () => {
  it('ends this browser’s subscription and asks the server to forget its address', async () => {
    const subscription = fakeSubscription(ENDPOINT, null);
    installFakeBrowser({ permission: 'granted', subscription });
    const { deletes } = mockServer();

    await forgetDevicePush();

    expect(subscription.unsubscribe).toHaveBeenCalledTimes(1);
    expect(deletes).toEqual([{ endpoint: ENDPOINT }]);
  });

  it('still ends the browser’s subscription when the server no longer knows the address (404)', async () => {
    const subscription = fakeSubscription(ENDPOINT, null);
    installFakeBrowser({ permission: 'granted', subscription });
    const { deletes } = mockServer(reply(404, { error: { code: 'NOT_FOUND', message: 'No such device' } }));

    await expect(forgetDevicePush()).resolves.toBeUndefined();
    expect(subscription.unsubscribe).toHaveBeenCalledTimes(1);
    expect(deletes).toEqual([{ endpoint: ENDPOINT }]);
  });

  it('still asks the server to forget the address when the browser fails to unsubscribe', async () => {
    const subscription = fakeSubscription(ENDPOINT, null);
    subscription.unsubscribe.mockRejectedValue(new DOMException('Push service unreachable', 'AbortError'));
    installFakeBrowser({ permission: 'granted', subscription });
    const { deletes } = mockServer();

    await expect(forgetDevicePush()).resolves.toBeUndefined();
    expect(deletes).toEqual([{ endpoint: ENDPOINT }]);
  });

  it('sends nothing when this browser has no subscription, no service worker or no push at all', async () => {
    const { deletes } = mockServer();
    installFakeBrowser({ permission: 'granted', subscription: null });
    await forgetDevicePush();
    uninstallFakeBrowser();
    installFakeBrowser({ permission: 'granted', registered: false });
    await forgetDevicePush();
    uninstallFakeBrowser();
    installFakeBrowser({ push: false });
    await forgetDevicePush();

    expect(deletes).toEqual([]);
  });

  it('gives up after 2 s when the push service and the server do not answer, and drops the request', async () => {
    vi.useFakeTimers();
    const subscription = fakeSubscription(ENDPOINT, null);
    subscription.unsubscribe.mockImplementation(() => new Promise(() => undefined));
    installFakeBrowser({ permission: 'granted', subscription });
    let signal: AbortSignal | undefined;
    vi.spyOn(globalThis, 'fetch').mockImplementation((_input, init) => {
      signal = init?.signal ?? undefined;
      return new Promise(() => undefined);
    });

    let done = false;
    void forgetDevicePush().then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(1_999);
    expect(done).toBe(false);
    expect(signal?.aborted).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    expect(signal?.aborted).toBe(true);
  });
});
