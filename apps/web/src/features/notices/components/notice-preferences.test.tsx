import type { NoticePreferenceChange, NoticePreferenceList } from '@swim/shared/api/notices';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { buildMe, buildUser, mockApi, reply } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { renderRoute } from '../../../test/render-route';
import { buildPreferences } from '../test/fixtures';
import { NoticePreferences } from './notice-preferences';

const PREFERENCES = 'GET /api/notices/preferences';
const CHANGE = 'PUT /api/notices/preferences';

/** A server that keeps what it is told (unless `refuse` answers instead), and the changes it was sent. */
function mockPreferences(refuse: (change: NoticePreferenceChange) => unknown = () => undefined) {
  let list: NoticePreferenceList = buildPreferences();
  const changes: NoticePreferenceChange[] = [];
  mockApi({
    [PREFERENCES]: () => list,
    [CHANGE]: ({ body }) => {
      const change = body as NoticePreferenceChange;
      changes.push(change);
      const refusal = refuse(change);
      if (refusal) return refusal;
      list = {
        items: list.items.map((item) =>
          item.kind === change.kind ? { ...item, [change.channel]: change.enabled } : item,
        ),
      };
      return list;
    },
  });
  return { changes };
}

async function renderPreferences(language = 'en') {
  const view = await renderWithProviders(
    <>
      <NoticePreferences />
      <Toaster />
    </>,
    { language },
  );
  await screen.findAllByRole('switch', { name: /Payment due soon|Наближаващо плащане/ });
  return view;
}

/** The list item of one kind, found by the name it shows. */
function row(name: string): HTMLElement {
  return screen.getByText(name, { selector: 'p' }).closest('li') as HTMLElement;
}

describe('NoticePreferences', () => {
  it('shows each kind with its description and the switches as the server has them', async () => {
    mockPreferences();
    await renderPreferences();

    expect(within(row('Payment due soon')).getByText('A reminder three days before a payment is due.')).toBeVisible();
    expect(screen.getByRole('switch', { name: 'Email: Payment due soon' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Push: Payment due soon' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Email: Level changed' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Push: Level changed' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Push: Payment receipts' })).not.toBeChecked();
    expect(screen.getByText(/Push notifications reach only the devices where you have allowed them/)).toBeVisible();
  });

  it('keeps the mail the club must send on and locked, says why, and offers no push for security mail', async () => {
    mockPreferences();
    await renderPreferences();

    for (const kind of ['Payment receipts', 'Account security']) {
      const mail = screen.getByRole('switch', { name: `Email: ${kind}` });
      expect(mail).toBeChecked();
      expect(mail).toBeDisabled();
      expect(mail).toHaveAccessibleDescription(expect.stringMatching(/^Always sent Receipts and account security/));
    }
    expect(screen.getByRole('switch', { name: 'Push: Payment receipts' })).toBeEnabled();
    expect(screen.queryByRole('switch', { name: 'Push: Account security' })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Email: Payment due soon' })).toBeEnabled();
  });

  it('saves a change at once and says so on its row', async () => {
    const { changes } = mockPreferences();
    await renderPreferences();

    await userEvent.setup().click(screen.getByRole('switch', { name: 'Email: Payment due soon' }));

    expect(await within(row('Payment due soon')).findByRole('status')).toHaveTextContent('Saved');
    expect(changes).toEqual([{ kind: 'payment_due', channel: 'mail', enabled: false }]);
    expect(screen.getByRole('switch', { name: 'Email: Payment due soon' })).not.toBeChecked();
    // The other switches stay as they were.
    expect(screen.getByRole('switch', { name: 'Push: Payment due soon' })).toBeChecked();
  });

  it('moves the switch before the server answers', async () => {
    let answer: (value: unknown) => void = () => undefined;
    mockPreferences(() => new Promise((resolve) => (answer = resolve)));
    await renderPreferences();

    await userEvent.setup().click(screen.getByRole('switch', { name: 'Email: Level changed' }));

    expect(screen.getByRole('switch', { name: 'Email: Level changed' })).toBeChecked();
    expect(within(row('Level changed')).getByRole('status')).toHaveTextContent('Saving…');
    answer(reply(200, buildPreferences()));
    expect(await within(row('Level changed')).findByText('Saved')).toBeVisible();
  });

  it('puts the switch back and says why in a toast when the change fails', async () => {
    const { changes } = mockPreferences(() => reply(503, { error: { code: 'SERVICE_UNAVAILABLE', message: 'down' } }));
    await renderPreferences('bg');

    const push = screen.getByRole('switch', { name: 'На устройствата: Промяна на нивото' });
    await userEvent.setup().click(push);

    expect(await screen.findByText('Промяната за „Промяна на нивото“ не е запазена')).toBeVisible();
    expect(screen.getByText('Услугата временно не е достъпна. Моля, опитайте отново след минута.')).toBeVisible();
    await waitFor(() => expect(push).toBeChecked());
    expect(within(row('Промяна на нивото')).getByRole('status')).toHaveTextContent('');
    expect(changes).toEqual([{ kind: 'level_changed', channel: 'push', enabled: false }]);
  });

  it('undoes only the switch that failed, not another one saved meanwhile', async () => {
    const { changes } = mockPreferences((change) =>
      change.kind === 'level_changed'
        ? reply(409, { error: { code: 'NOTICE_REQUIRED', message: 'required' } })
        : undefined,
    );
    await renderPreferences();

    const user = userEvent.setup();
    await user.click(screen.getByRole('switch', { name: 'Push: Payment due soon' }));
    await user.click(screen.getByRole('switch', { name: 'Email: Level changed' }));

    expect(await screen.findByText('The change to “Level changed” was not saved')).toBeVisible();
    expect(screen.getByText('The club must send this notice by mail: it cannot be turned off.')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Email: Level changed' })).not.toBeChecked());
    expect(screen.getByRole('switch', { name: 'Push: Payment due soon' })).not.toBeChecked();
    expect(changes).toHaveLength(2);
  });
});

describe('the notifications section of the profile', () => {
  const PROFILE = {
    id: 'u1',
    name: 'Мария Петрова',
    email: 'maria@example.bg',
    phone: null,
    role: 'parent',
    preferredLanguage: 'bg',
    hasPassword: true,
  };

  it('is on the profile page, and /profile#notices brings it into view once its switches are in', async () => {
    mockApi({
      'GET /api/me': buildMe(buildUser()),
      'GET /api/profile': PROFILE,
      [PREFERENCES]: buildPreferences(),
    });
    const scrollTo = vi.mocked(window.scrollTo);
    scrollTo.mockClear();
    await renderRoute('/profile#notices', { language: 'ru' });

    const section = await screen.findByRole('region', { name: 'Уведомления' }, { timeout: 10_000 });
    expect(await within(section).findByRole('switch', { name: 'Эл. почта: Скоро срок оплаты' })).toBeChecked();
    expect(section.querySelector('h2')).toHaveAttribute('id', 'notices');
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: expect.any(Number) }));
  });

  it('sends a visitor to sign in first, and back to the section after', async () => {
    mockApi({ 'GET /api/me': buildMe(null) });
    const { router } = await renderRoute('/profile#notices');

    await screen.findByRole('heading', { level: 1, name: 'Вход в профила' });
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/profile#notices');
  });

  it("takes an athlete from the mails' /profile#notices to their own profile's section", async () => {
    mockApi({
      'GET /api/me': buildMe(buildUser({ role: 'athlete', athleteApproved: true })),
      'GET /api/profile': { ...PROFILE, role: 'athlete' },
      [PREFERENCES]: buildPreferences(),
    });
    const { router } = await renderRoute('/profile#notices');

    await screen.findByRole('region', { name: 'Известия' }, { timeout: 10_000 });
    expect(router.state.location.pathname).toBe('/athlete/profile');
    expect(router.state.location.hash).toBe('#notices');
  });
});
