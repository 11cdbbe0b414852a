import type { UnsubscribeState } from '@swim/shared/api/notices';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { buildMe, buildUser, mockApi, reply } from '../../test/mock-api';
import { preloadRoute, routes } from '../router';

const TOKEN = 'v1.abc-DEF_123';
const INVALID = { error: { code: 'UNSUBSCRIBE_LINK_INVALID', message: 'This unsubscribe link is not valid' } };

/** The app at `path` as the browser runs it: in StrictMode, which runs a page's effects twice in development. */
async function openPage(path: string, language = 'en') {
  await i18n.changeLanguage(language);
  await preloadRoute('/unsubscribe');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </StrictMode>,
  );
  return { router };
}

/** A server holding one account's mail switch for one kind; it counts the requests and checks the token. */
function mockLink(
  state: Omit<UnsubscribeState, 'mail'> = { kind: 'payment_due', email: 'ma…@example.com', required: false },
) {
  let mail = true;
  const posts: string[] = [];
  const answer = (path: string, next: boolean) => (request: { url: URL }) => {
    posts.push(path);
    if (request.url.searchParams.get('t') !== TOKEN) return reply(404, INVALID);
    if (!state.required) mail = next;
    return { ...state, mail: state.required || mail };
  };
  const fetch = mockApi({
    'GET /api/me': buildMe(null),
    'POST /api/notices/unsubscribe': answer('unsubscribe', false),
    'POST /api/notices/resubscribe': answer('resubscribe', true),
  });
  return { posts, fetch, isOn: () => mail };
}

describe('the unsubscribe page', () => {
  it('stops the mail once on opening, and says which mail stopped for which address', async () => {
    const { posts, isOn } = mockLink();
    await openPage(`/unsubscribe?t=${TOKEN}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
    expect(
      screen.getByText('You will no longer receive “Payment due soon” by email at ma…@example.com.'),
    ).toBeVisible();
    expect(posts).toEqual(['unsubscribe']);
    expect(isOn()).toBe(false);
    expect(document.title).toBe('Unsubscribe · Delfin Swimming Club');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    const settings = screen.getByRole('link', { name: 'Notification settings' });
    expect(settings).toHaveAttribute('href', '/profile#notices');
    expect(screen.getByText('You will be asked to sign in first.')).toBeVisible();
  });

  it('turns the mail back on, and off again', async () => {
    const { posts, isOn } = mockLink();
    await openPage(`/unsubscribe?t=${TOKEN}`, 'bg');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Включи ги отново' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Писмата са включени отново' })).toBeVisible();
    expect(screen.getByText('Отново ще получавате „Наближаващо плащане“ по имейл на ma…@example.com.')).toBeVisible();
    expect(isOn()).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Отпиши ме отново' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Отписахте се' })).toBeVisible();
    expect(isOn()).toBe(false);
    expect(posts).toEqual(['unsubscribe', 'resubscribe', 'unsubscribe']);
  });

  it('keeps the page as it was and says why when turning the mail back on fails', async () => {
    const { fetch } = mockLink();
    await openPage(`/unsubscribe?t=${TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: 'You are unsubscribed' });
    fetch.mockImplementation(async () => new Response(null, { status: 429 }));

    await userEvent.setup().click(screen.getByRole('button', { name: 'Turn them back on' }));

    expect(await screen.findByText('The change was not saved')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
  });

  it('says that a mail the club must send cannot be turned off', async () => {
    const { isOn } = mockLink({ kind: 'receipt', email: 'ma…@example.com', required: true });
    await openPage(`/unsubscribe?t=${TOKEN}`, 'ru');

    expect(await screen.findByRole('heading', { level: 1, name: 'Это письмо отправляется всегда' })).toBeVisible();
    expect(
      screen.getByText(
        '«Квитанции об оплате» всегда приходит на ma…@example.com: клуб обязан его отправлять, поэтому отключить его нельзя.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Включить снова' })).not.toBeInTheDocument();
    expect(isOn()).toBe(true);
  });

  it('says a bad link does not work, and leads to the settings', async () => {
    const { posts } = mockLink();
    await openPage('/unsubscribe?t=forged');

    expect(await screen.findByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();
    expect(
      screen.getByText('This unsubscribe link is not valid. Open the notification settings in your profile.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Notification settings' })).toHaveAttribute('href', '/profile#notices');
    expect(screen.queryByRole('button', { name: 'Turn them back on' })).not.toBeInTheDocument();
    expect(posts).toEqual(['unsubscribe']);
  });

  it('sends nothing for a link without its token', async () => {
    const { posts } = mockLink();
    await openPage('/unsubscribe');

    expect(await screen.findByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();
    expect(posts).toEqual([]);
  });

  it('offers to try again when the server cannot be reached', async () => {
    const { fetch, posts } = mockLink();
    const working = fetch.getMockImplementation();
    fetch.mockImplementation(async (input, init) =>
      String(input).includes('/notices/')
        ? Promise.reject(new TypeError('offline'))
        : (working?.(input, init) as Promise<Response>),
    );
    await openPage(`/unsubscribe?t=${TOKEN}`);

    const alert = await screen.findByRole('heading', { level: 1, name: 'You are not unsubscribed yet' });
    expect(alert).toBeVisible();
    fetch.mockImplementation(working as typeof globalThis.fetch);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
    expect(posts).toEqual(['unsubscribe']);
  });

  it('opens for a signed-in athlete too, with the settings on their own profile', async () => {
    mockLink({ kind: 'level_changed', email: 'at…@example.com', required: false });
    mockApi({
      'GET /api/me': buildMe(buildUser({ role: 'athlete', athleteApproved: true })),
      'POST /api/notices/unsubscribe': {
        kind: 'level_changed',
        email: 'at…@example.com',
        mail: false,
        required: false,
      },
    });
    const { router } = await openPage(`/unsubscribe?t=${TOKEN}`);

    const main = await screen.findByRole('main');
    expect(
      await within(main).findByText('You will no longer receive “Level changed” by email at at…@example.com.'),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/unsubscribe');
    expect(within(main).getByRole('link', { name: 'Notification settings' })).toHaveAttribute(
      'href',
      '/athlete/profile#notices',
    );
    expect(within(main).queryByText('You will be asked to sign in first.')).not.toBeInTheDocument();
  });
});
