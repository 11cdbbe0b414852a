// The page a waiting-list offer's mail links to (issue 28): opening it never answers (mail scanners open links, and
// React runs effects twice in development); it shows the offer and asks for the link's answer, the other one a tap
// away; each state of the offer reads as a clear sentence, in the visitor's language.
import type { OfferByToken } from '@swim/shared/api/waitlist';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { buildLinkOffer } from '../../features/waitlist/test/fixtures';
import { i18n } from '../../lib/i18n';
import { buildMe, mockApi, reply } from '../../test/mock-api';
import { preloadRoute, routes } from '../router';

const TOKEN = 'Xo3-secret_Link';
const INVALID = { error: { code: 'INVALID_TOKEN', message: 'This link is not valid' } };

async function openPage(path: string, language = 'en') {
  await i18n.changeLanguage(language);
  await preloadRoute('/waitlist/offer');
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
  return { router, user: userEvent.setup() };
}

/** The server's side of one offer: its state, the answers it was sent, and the token each carried. */
function mockOffer(initial: OfferByToken = buildLinkOffer(), { acceptAnswer }: { acceptAnswer?: unknown } = {}) {
  let offer = initial;
  const answers: string[] = [];
  const answer =
    (kind: 'accept' | 'decline') =>
    ({ body }: { body: unknown }) => {
      answers.push(kind);
      if ((body as { token?: string }).token !== TOKEN) return reply(404, INVALID);
      if (kind === 'accept' && acceptAnswer) {
        offer = { ...offer, status: 'expired' };
        return acceptAnswer;
      }
      offer = { ...offer, status: kind === 'accept' ? 'accepted' : 'declined' };
      return kind === 'accept' ? { childId: 'c-1', enrollmentId: 'e-1', classId: 'k-1' } : reply(204);
    };
  mockApi({
    'GET /api/me': buildMe(null),
    'GET /api/waitlist/offer': ({ url }) => (url.searchParams.get('token') === TOKEN ? offer : reply(404, INVALID)),
    'POST /api/waitlist/offer/accept': answer('accept'),
    'POST /api/waitlist/offer/decline': answer('decline'),
  });
  return answers;
}

describe('the waiting list offer page', () => {
  it('shows the offer and answers nothing until the visitor takes the place', async () => {
    const answers = mockOffer();
    const { user } = await openPage(`/waitlist/offer?token=${TOKEN}&answer=accept`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Take the place for Борис?' })).toBeVisible();
    expect(screen.getByText('Advanced')).toBeVisible();
    expect(screen.getByText('Fri 18:00')).toBeVisible();
    expect(screen.getByText('Spartak Pool')).toBeVisible();
    expect(screen.getByText('Unlimited monthly')).toBeVisible();
    expect(screen.getByText('A place is held for Борис until Friday, 20 November, 18:00')).toBeVisible();
    expect(answers).toEqual([]);
    expect(document.title).toBe('A place from the waiting list · Delfin Swimming Club');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    await user.click(screen.getByRole('button', { name: 'Take the place' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Борис is enrolled' })).toBeVisible();
    expect(screen.getByText('Борис now has a place in “Advanced”. Welcome!')).toBeVisible();
    expect(screen.getByText(/The first payment is due now/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in to your dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(answers).toEqual(['accept']);
  });

  it('asks for the decline the link named, with taking the place one tap away', async () => {
    const answers = mockOffer();
    const { user, router } = await openPage(`/waitlist/offer?token=${TOKEN}&answer=decline`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Give up the place for Борис?' })).toBeVisible();
    expect(screen.getByText(/This cannot be undone/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'I want the place after all' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Take the place for Борис?' })).toBeVisible();
    expect(router.state.location.search).toContain('answer=accept');
    await user.click(screen.getByRole('button', { name: 'I don’t want the place' }));
    expect(answers).toEqual([]);

    await user.click(await screen.findByRole('button', { name: 'Give up the place' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'You gave up the place' })).toBeVisible();
    expect(answers).toEqual(['decline']);
  });

  it.each([
    ['accepted', 'The place is already taken', 'This offer was accepted, and Борис has a place in “Advanced”.'],
    [
      'declined',
      'This offer was declined',
      'The place in “Advanced” was given up and went to the next family on the list.',
    ],
    ['expired', 'The time to answer has passed', /held for Борис until the deadline, then went to the next family/],
    ['withdrawn', 'This offer is no longer open', /the child left the list, or the club withdrew the offer/],
  ] as const)('says what became of an offer that is %s, and offers no answer', async (status, title, text) => {
    const answers = mockOffer(buildLinkOffer({ status }));
    await openPage(`/waitlist/offer?token=${TOKEN}&answer=accept`);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(screen.getByText(text)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Take the place' })).not.toBeInTheDocument();
    expect(answers).toEqual([]);
  });

  it('turns to the lapsed offer when the time ran out before the tap', async () => {
    mockOffer(buildLinkOffer(), {
      acceptAnswer: reply(409, { error: { code: 'OFFER_EXPIRED', message: 'The offer has expired' } }),
    });
    const { user } = await openPage(`/waitlist/offer?token=${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Take the place' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'The time to answer has passed' })).toBeVisible();
  });

  it('says a link is not valid when it names no offer, or has no secret', async () => {
    const answers = mockOffer();
    await openPage('/waitlist/offer?token=altered&answer=accept', 'bg');
    expect(await screen.findByRole('heading', { level: 1, name: 'Връзката не е валидна' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Вход в таблото' })).toBeVisible();
    expect(answers).toEqual([]);
  });

  it('reads in Russian', async () => {
    mockOffer();
    await openPage(`/waitlist/offer?token=${TOKEN}&answer=accept`, 'ru');
    expect(await screen.findByRole('heading', { level: 1, name: 'Принять место для ребёнка Борис?' })).toBeVisible();
    expect(screen.getByText('Место для ребёнка Борис сохраняется до 20 ноября (пятница), 18:00')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Принять место' })).toBeVisible();
  });
});
