import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildMe, mockApi, reply } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';

const signedOut = buildMe(null);

function calls(spy: ReturnType<typeof mockApi>, key: string) {
  return spy.mock.calls.filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === key);
}

async function signInWrongly(language?: 'en' | 'ru') {
  await renderRoute('/auth', language ? { language } : {});
  const user = userEvent.setup();
  const labels = {
    bg: ['Имейл', 'Парола', 'Вход'],
    en: ['Email', 'Password', 'Sign in'],
    ru: ['Почта', 'Пароль', 'Войти'],
  };
  const [email, password, submit] = labels[language ?? 'bg'] as [string, string, string];
  const form = (await screen.findAllByRole('tabpanel'))[0] ?? document.body;
  await user.type(await within(form).findByLabelText(email), 'maria@example.bg');
  await user.type(within(form).getByLabelText(password), 'wrong-pass');
  await user.click(within(form).getByRole('button', { name: submit }));
  return user;
}

describe('the sign-in link offer', () => {
  it('is not made for a plain wrong password', async () => {
    mockApi({
      'GET /api/me': signedOut,
      'POST /api/auth/sign-in/email': reply(401, { error: { code: 'INVALID_CREDENTIALS', message: 'x' } }),
    });
    await signInWrongly();
    expect(await screen.findByText('Грешен имейл или парола.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Изпратете ми линк за вход' })).not.toBeInTheDocument();
  });

  it('is made when the account is slowed down, and mails the link for the address typed', async () => {
    const api = mockApi({
      'GET /api/me': signedOut,
      'POST /api/auth/sign-in/email': reply(401, { error: { code: 'SIGN_IN_SLOWED', message: 'x' } }),
      'POST /api/auth/sign-in/magic-link': { status: true },
    });
    const user = await signInWrongly();
    expect(
      await screen.findByText(
        'Грешен имейл или парола. Към този профил има много неуспешни опити за вход, затова всеки опит се забавя.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Изпратете ми линк за вход' }));

    const sent =
      'Ако има профил с maria@example.bg, ще получите писмо с линк за вход. Той работи веднъж, в рамките на 15 минути.';
    expect(await screen.findByRole('status')).toHaveTextContent(sent);
    const [, init] = calls(api, 'POST /api/auth/sign-in/magic-link')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'maria@example.bg' });
  });

  it('is made in English when a new device must use a link, and says when too many links were asked for', async () => {
    mockApi({
      'GET /api/me': signedOut,
      'POST /api/auth/sign-in/email': reply(429, { error: { code: 'SIGN_IN_LINK_REQUIRED', message: 'x' } }),
      'POST /api/auth/sign-in/magic-link': reply(429, { error: { code: 'RATE_LIMITED', message: 'x' } }),
    });
    const user = await signInWrongly('en');
    expect(
      await screen.findByText(
        'This account is receiving too many failed sign-in attempts. For now, a new device signs in with a link sent by email.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    expect(await screen.findByText('Failed to send the sign-in link')).toBeInTheDocument();
  });

  it('explains a used or expired link where it lands (the home page), in the reader’s language', async () => {
    mockApi({ 'GET /api/me': signedOut });
    const { router } = await renderRoute('/?error=INVALID_TOKEN', { language: 'ru' });
    expect(await screen.findByText('Ссылка недействительна или устарела. Запросите новую.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
