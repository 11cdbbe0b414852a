import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeSubscription, installFakeBrowser, uninstallFakeBrowser } from '../../../test/fake-push-browser';
import { buildMe, buildUser, mockApi, reply } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { SignOutButton } from '../components/sign-out-button';

afterEach(() => uninstallFakeBrowser());

const ENDPOINT = 'https://push.example.test/send/family-tablet';

/** The server as the sign-out sees it; `requests` lists what reached it, in order. */
function mockServer(pushAnswer: unknown = reply(204)) {
  const requests: string[] = [];
  let signedIn = true;
  mockApi({
    'GET /api/me': () => buildMe(signedIn ? buildUser() : null),
    'DELETE /api/push/subscriptions': ({ body }) => {
      requests.push(`DELETE push ${(body as { endpoint: string }).endpoint}${signedIn ? '' : ' (signed out)'}`);
      return pushAnswer as ReturnType<typeof reply>;
    },
    'POST /api/auth/sign-out': () => {
      requests.push('POST sign-out');
      signedIn = false;
      return { success: true };
    },
  });
  return { requests };
}

async function signOut() {
  const view = await renderWithProviders(
    <>
      <SignOutButton />
      <Toaster />
    </>,
    { path: '/profile', language: 'en' },
  );
  await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
  return view;
}

describe('signing out', () => {
  it('stops the account’s notices on this device while still signed in, then signs out', async () => {
    const subscription = fakeSubscription(ENDPOINT, null);
    installFakeBrowser({ permission: 'granted', subscription });
    const { requests } = mockServer();

    const { router } = await signOut();

    expect(await screen.findByText('Signed out successfully')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(subscription.unsubscribe).toHaveBeenCalledTimes(1);
    expect(requests).toEqual([`DELETE push ${ENDPOINT}`, 'POST sign-out']);
  });

  it('signs out all the same when the server had forgotten the device and the browser cannot unsubscribe', async () => {
    const subscription = fakeSubscription(ENDPOINT, null);
    subscription.unsubscribe.mockRejectedValue(new DOMException('Push service unreachable', 'AbortError'));
    installFakeBrowser({ permission: 'granted', subscription });
    const { requests } = mockServer(reply(404, { error: { code: 'NOT_FOUND', message: 'No such device' } }));

    const { router } = await signOut();

    expect(await screen.findByText('Signed out successfully')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(requests).toEqual([`DELETE push ${ENDPOINT}`, 'POST sign-out']);
  });

  it('signs out without a push request on a device that never allowed notifications', async () => {
    installFakeBrowser({ permission: 'default', subscription: null });
    const { requests } = mockServer();

    const { router } = await signOut();

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(requests).toEqual(['POST sign-out']);
  });
});
