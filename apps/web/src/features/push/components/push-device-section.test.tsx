import type { PushDevice } from '@swim/shared/api/push';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, reply } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import {
  bytesOf,
  fakeSubscription,
  installFakeBrowser,
  IPHONE_SAFARI,
  OLD_DESKTOP,
  SERVER_KEY,
  uninstallFakeBrowser,
} from '../../../test/fake-push-browser';
import { PushDeviceSection } from './push-device-section';

afterEach(() => uninstallFakeBrowser());

function buildDevice(overrides: Partial<PushDevice> = {}): PushDevice {
  return {
    id: 'device-1',
    endpoint: 'https://push.example.test/send/laptop',
    browser: 'firefox',
    system: 'windows',
    createdAt: '2026-05-03T09:00:00.000Z',
    lastSuccessAt: '2026-05-05T15:30:00.000Z',
    ...overrides,
  };
}

/** A server that keeps the account's devices as it is told; the requests it got are in `calls`. */
function mockServer(initial: PushDevice[] = []) {
  let devices = [...initial];
  const calls: Array<{ method: string; body: unknown }> = [];
  mockApi({
    'GET /api/push/key': { publicKey: SERVER_KEY },
    'GET /api/push/subscriptions': () => ({ items: devices }),
    'POST /api/push/subscriptions': ({ body }) => {
      calls.push({ method: 'POST', body });
      const device = buildDevice({
        id: 'device-new',
        endpoint: (body as { endpoint: string }).endpoint,
        browser: 'chrome',
        system: 'android',
        createdAt: '2026-05-10T08:00:00.000Z',
        lastSuccessAt: null,
      });
      devices = [device, ...devices];
      return device;
    },
    'DELETE /api/push/subscriptions': ({ body }) => {
      calls.push({ method: 'DELETE', body });
      const endpoint = (body as { endpoint: string }).endpoint;
      if (!devices.some((device) => device.endpoint === endpoint)) {
        return reply(404, { error: { code: 'NOT_FOUND', message: 'No such device' } });
      }
      devices = devices.filter((device) => device.endpoint !== endpoint);
      return reply(204);
    },
  });
  return { calls };
}

async function renderSection(language = 'en') {
  return renderWithProviders(
    <>
      <PushDeviceSection />
      <Toaster />
    </>,
    { language },
  );
}

describe('PushDeviceSection', () => {
  it('says plainly when the browser cannot take notifications, and offers no button', async () => {
    installFakeBrowser({ push: false, userAgent: OLD_DESKTOP });
    mockServer([buildDevice()]);
    await renderSection();

    expect(await screen.findByText('This browser cannot receive notifications.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Allow notifications on this device' })).not.toBeInTheDocument();
    // The account's other devices are still listed.
    expect(await screen.findByText('Firefox on Windows')).toBeVisible();
  });

  it('tells an iPhone in a Safari tab to add the site to the Home Screen first', async () => {
    installFakeBrowser({ push: false, userAgent: IPHONE_SAFARI });
    mockServer();
    await renderSection();

    expect(
      await screen.findByText('On iPhone and iPad, notifications work once the site is on the Home Screen.'),
    ).toBeVisible();
    expect(screen.getByText(/In Safari tap “Share” → “Add to Home Screen”/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /Allow notifications/ })).not.toBeInTheDocument();
  });

  it('asks permission, subscribes with the server’s key, hands the subscription to the server and shows it on', async () => {
    const browser = installFakeBrowser({ permission: 'default', registered: false });
    const { calls } = mockServer([buildDevice()]);
    await renderSection();
    expect(await screen.findByText('Notifications are not on for this device yet.')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Allow notifications on this device' }));

    expect(await screen.findByText('Notifications are on: the club’s notices arrive on this device.')).toBeVisible();
    expect(await screen.findByText('Notifications are on for this device.')).toBeVisible();
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    // The service worker was registered on demand (development builds do not register it at load).
    expect(browser.register).toHaveBeenCalledWith('/sw.js');
    const init = browser.subscribe.mock.calls[0]?.[0] as { userVisibleOnly: boolean; applicationServerKey: Uint8Array };
    expect(init.userVisibleOnly).toBe(true);
    expect([...init.applicationServerKey]).toEqual(bytesOf(SERVER_KEY));
    expect(calls).toEqual([{ method: 'POST', body: browser.state.subscription?.toJSON() }]);
    const list = await screen.findByRole('list', { name: 'Your devices with notifications' });
    const thisRow = within(list).getByText('This device').closest('li') as HTMLElement;
    expect(within(thisRow).getByText('Chrome on Android')).toBeVisible();
    expect(within(thisRow).getByText(/Added on 10 May 2026 · no notification yet/)).toBeVisible();
    expect(within(thisRow).queryByRole('button')).not.toBeInTheDocument();
  });

  it('sends nothing to the server when the person refuses, and then says where to unblock it', async () => {
    const browser = installFakeBrowser({ permission: 'default', answer: 'denied' });
    const { calls } = mockServer();
    await renderSection();

    await userEvent.click(await screen.findByRole('button', { name: 'Allow notifications on this device' }));

    expect(await screen.findByText('The browser did not allow notifications for this site.')).toBeVisible();
    expect(await screen.findByText('Notifications for this site are blocked in the browser’s settings.')).toBeVisible();
    expect(screen.getByText(/Allow them there/)).toBeVisible();
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('shows a browser that blocked notifications earlier as blocked, without a button that cannot work', async () => {
    installFakeBrowser({ permission: 'denied' });
    mockServer();
    await renderSection();

    expect(await screen.findByText('Notifications for this site are blocked in the browser’s settings.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Allow notifications/ })).not.toBeInTheDocument();
  });

  it('says so when the browser’s push service cannot be reached, and saves nothing', async () => {
    installFakeBrowser({ permission: 'granted', subscribeFails: true });
    const { calls } = mockServer();
    await renderSection();

    await userEvent.click(await screen.findByRole('button', { name: 'Allow notifications on this device' }));

    expect(await screen.findByText('Notifications could not be turned on.')).toBeVisible();
    expect(
      screen.getByText('The browser could not reach its notification service. Please try again later.'),
    ).toBeVisible();
    expect(calls).toEqual([]);
    expect(screen.getByText('Notifications are not on for this device yet.')).toBeVisible();
  });

  it('replaces a subscription made with another key (the club replaced its keys)', async () => {
    const stale = fakeSubscription('https://push.example.test/send/stale', new Uint8Array([4, 1, 2]).buffer);
    const browser = installFakeBrowser({ permission: 'granted', subscription: stale });
    const { calls } = mockServer();
    await renderSection();

    await userEvent.click(await screen.findByRole('button', { name: 'Allow notifications on this device' }));

    await screen.findByText('Notifications are on: the club’s notices arrive on this device.');
    expect(stale.unsubscribe).toHaveBeenCalledTimes(1);
    expect(browser.subscribe).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([{ method: 'POST', body: browser.state.subscription?.toJSON() }]);
    expect(browser.state.subscription?.endpoint).not.toBe(stale.endpoint);
  });

  it('turns this device off: the browser unsubscribes and the server forgets it', async () => {
    const key = new Uint8Array(bytesOf(SERVER_KEY)).buffer;
    const mine = fakeSubscription('https://push.example.test/send/phone', key);
    installFakeBrowser({ permission: 'granted', subscription: mine });
    const { calls } = mockServer([
      buildDevice({ id: 'phone', endpoint: mine.endpoint, browser: 'chrome', system: 'android' }),
      buildDevice(),
    ]);
    await renderSection();
    expect(await screen.findByText('Notifications are on: the club’s notices arrive on this device.')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Turn off on this device' }));

    expect(await screen.findByText('Notifications are not on for this device yet.')).toBeVisible();
    expect(mine.unsubscribe).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([{ method: 'DELETE', body: { endpoint: mine.endpoint } }]);
    await waitFor(() => expect(screen.queryByText('Chrome on Android')).not.toBeInTheDocument());
    expect(screen.getByText('Firefox on Windows')).toBeVisible();
  });

  it('asks before removing another of the account’s devices, and removes nothing when the person cancels', async () => {
    installFakeBrowser({ permission: 'default' });
    const { calls } = mockServer([buildDevice()]);
    await renderSection();
    const removeButton = await screen.findByRole('button', { name: 'Remove Firefox on Windows (added on 3 May 2026)' });

    await userEvent.click(removeButton);
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Firefox on Windows?' });
    expect(
      within(dialog).getByText(
        'Added on 3 May 2026. The club’s notifications stop reaching this device; you can allow them on it again any time.',
      ),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls).toEqual([]);
    expect(screen.getByText('Firefox on Windows')).toBeVisible();

    await userEvent.click(removeButton);
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('No device receives notifications yet.')).toBeVisible();
    expect(calls).toEqual([{ method: 'DELETE', body: { endpoint: 'https://push.example.test/send/laptop' } }]);
    expect(screen.getByText('Firefox on Windows no longer receives notifications.')).toBeVisible();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('tells two devices of one name apart by the day they were added, and by the time when it is the same day', async () => {
    installFakeBrowser({ permission: 'default' });
    const { calls } = mockServer([
      buildDevice({ id: 'home', endpoint: 'https://push.example.test/send/home' }),
      buildDevice({
        id: 'office',
        endpoint: 'https://push.example.test/send/office',
        createdAt: '2026-06-20T07:00:00.000Z',
      }),
      buildDevice({
        id: 'phone-a',
        endpoint: 'https://push.example.test/send/a',
        browser: 'chrome',
        system: 'android',
        createdAt: '2026-07-01T06:15:00.000Z',
      }),
      buildDevice({
        id: 'phone-b',
        endpoint: 'https://push.example.test/send/b',
        browser: 'chrome',
        system: 'android',
        createdAt: '2026-07-01T16:40:00.000Z',
      }),
    ]);
    await renderSection();

    const list = await screen.findByRole('list', { name: 'Your devices with notifications' });
    // Times are the club's (Sofia, UTC+3 in summer).
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'Remove Firefox on Windows (added on 3 May 2026)',
      'Remove Firefox on Windows (added on 20 June 2026)',
      'Remove Chrome on Android (added on 1 July 2026, 09:15)',
      'Remove Chrome on Android (added on 1 July 2026, 19:40)',
    ]);
    expect(within(list).getByText(/Added on 1 July 2026, 19:40 ·/)).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Firefox on Windows (added on 20 June 2026)' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));

    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(calls).toEqual([{ method: 'DELETE', body: { endpoint: 'https://push.example.test/send/office' } }]);
    expect(within(list).getByRole('button', { name: 'Remove Firefox on Windows (added on 3 May 2026)' })).toBeVisible();
  });

  it('names devices and dates in the person’s language', async () => {
    installFakeBrowser({ permission: 'default' });
    mockServer([buildDevice({ browser: 'safari', system: 'ios' })]);
    await renderSection('bg');

    expect(await screen.findByText('Safari на iPhone или iPad')).toBeVisible();
    expect(screen.getByText('Добавено на 3 май 2026 · последно известие на 5 май 2026')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Разреши известия на това устройство' })).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Премахни Safari на iPhone или iPad (добавено на 3 май 2026)' }),
    ).toBeVisible();
  });
});
