import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildMe, buildUser, mockApi, reply } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';

const signedOut = buildMe(null);

function calls(spy: ReturnType<typeof mockApi>, key: string) {
  return spy.mock.calls.filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === key);
}

describe('/auth', () => {
  it('shows the translated validation messages and sends nothing when the fields are empty', async () => {
    const api = mockApi({ 'GET /api/me': signedOut });
    await renderRoute('/auth');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Вход' }));

    expect(await screen.findByText('Имейлът е задължителен')).toBeInTheDocument();
    expect(screen.getByText('Паролата е задължителна')).toBeInTheDocument();
    expect(screen.getByLabelText('Имейл')).toHaveAttribute('aria-invalid', 'true');
    expect(calls(api, 'POST /api/auth/sign-in/email')).toHaveLength(0);
  });

  it("says 'Invalid email address' and asks for at least 6 password characters at sign-up (English)", async () => {
    mockApi({ 'GET /api/me': signedOut });
    await renderRoute('/auth', { language: 'en' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Sign up' }));
    const form = screen.getByRole('tabpanel');
    await user.type(within(form).getByLabelText('Full name'), 'Maria Petrova');
    await user.type(within(form).getByLabelText('Email'), 'maria@');
    await user.type(within(form).getByLabelText('Password'), '12345');
    await user.click(within(form).getByRole('button', { name: 'Create account' }));

    expect(await within(form).findByText('Invalid email address')).toBeInTheDocument();
    expect(within(form).getByText('Password must be at least 6 characters')).toBeInTheDocument();
  });

  it('shows the sign-in error toast with a translated reason for a wrong password', async () => {
    mockApi({
      'GET /api/me': signedOut,
      'POST /api/auth/sign-in/email': reply(401, {
        error: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' },
      }),
    });
    await renderRoute('/auth');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Имейл'), 'parent@delfin-swim.bg');
    await user.type(screen.getByLabelText('Парола'), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Вход' }));

    expect(await screen.findByText('Грешка при вход')).toBeInTheDocument();
    expect(screen.getByText('Грешен имейл или парола.')).toBeInTheDocument();
  });

  it('welcomes the user and returns to the page that asked for sign-in', async () => {
    let me = signedOut;
    const api = mockApi({
      'GET /api/me': () => me,
      'POST /api/auth/sign-in/email': () => {
        me = buildMe(buildUser());
        return { redirect: false };
      },
    });
    const { router } = await renderRoute('/auth?redirect=%2Forders');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Имейл'), 'maria@example.bg');
    await user.type(screen.getByLabelText('Парола'), 'Delfin2026!');
    await user.click(screen.getByRole('button', { name: 'Вход' }));

    expect(await screen.findByText('Успешен вход')).toBeInTheDocument();
    expect(screen.getByText('Добре дошли!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
    const [, init] = calls(api, 'POST /api/auth/sign-in/email')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'maria@example.bg', password: 'Delfin2026!' });
  });

  it('creates the account, says so, asks to confirm the email and goes to the home page', async () => {
    const api = mockApi({ 'GET /api/me': signedOut, 'POST /api/auth/sign-up/email': { token: null } });
    const { router } = await renderRoute('/auth');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Регистрация' }));
    await user.type(screen.getByLabelText('Име и фамилия'), 'Ана Иванова');
    await user.type(screen.getByLabelText('Имейл'), 'ana@example.bg');
    await user.type(screen.getByLabelText('Парола'), 'plуване1');
    await user.click(screen.getByRole('button', { name: 'Създай профил' }));

    expect(await screen.findByText('Успех!')).toBeInTheDocument();
    expect(screen.getByText('Профилът е създаден успешно.')).toBeInTheDocument();
    expect(screen.getByText(/Изпратихме линк за потвърждение на ana@example.bg/)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const [, init] = calls(api, 'POST /api/auth/sign-up/email')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Ана Иванова',
      email: 'ana@example.bg',
      password: 'plуване1',
      callbackURL: '/',
    });
  });

  it("shows the server's message under the sign-up error title when the code is unknown", async () => {
    mockApi({
      'GET /api/me': signedOut,
      'POST /api/auth/sign-up/email': reply(409, { error: { code: 'CONFLICT', message: 'Something specific' } }),
    });
    await renderRoute('/auth?tab=sign-up');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Име и фамилия'), 'Ана Иванова');
    await user.type(screen.getByLabelText('Имейл'), 'ana@example.bg');
    await user.type(screen.getByLabelText('Парола'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Създай профил' }));
    expect(await screen.findByText('Грешка при регистрация')).toBeInTheDocument();
    expect(screen.getByText('Something specific')).toBeInTheDocument();
  });

  it('explains why Google sign-in is unavailable instead of failing silently', async () => {
    mockApi({ 'GET /api/me': signedOut });
    await renderRoute('/auth', { language: 'en' });
    const google = await screen.findByRole('button', { name: 'Continue with Google' });
    expect(google).toBeDisabled();
    expect(google).toHaveAccessibleDescription(
      'Google sign-in is not available at the moment. Please sign in with your email and password.',
    );
  });

  it('sends a reset link from the forgot-password form', async () => {
    const api = mockApi({ 'GET /api/me': signedOut, 'POST /api/auth/request-password-reset': { status: true } });
    await renderRoute('/auth');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Имейл'), 'maria@example.bg');
    await user.click(screen.getByRole('button', { name: 'Забравена парола?' }));
    expect(screen.getByRole('heading', { name: 'Забравена парола' })).toBeInTheDocument();
    expect(screen.getByLabelText('Имейл')).toHaveValue('maria@example.bg');
    await user.click(screen.getByRole('button', { name: 'Изпрати линк' }));

    expect(await screen.findAllByText('Линкът е изпратен!')).not.toHaveLength(0);
    expect(screen.getByText('Проверете имейла си за инструкции за нулиране на паролата')).toBeInTheDocument();
    const [, init] = calls(api, 'POST /api/auth/request-password-reset')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'maria@example.bg', redirectTo: '/auth' });
  });

  it("shows 'Failed to send reset link' when the request fails (English)", async () => {
    mockApi({
      'GET /api/me': signedOut,
      'POST /api/auth/request-password-reset': reply(429, { error: { code: 'RATE_LIMITED', message: 'Slow down' } }),
    });
    await renderRoute('/auth', { language: 'en' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    await user.type(screen.getByLabelText('Email'), 'maria@example.bg');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Failed to send reset link')).toBeInTheDocument();
  });

  it('sets a new password from the mailed link, then shows the sign-in form', async () => {
    const api = mockApi({ 'GET /api/me': signedOut, 'POST /api/auth/reset-password': { status: true } });
    const { router } = await renderRoute('/auth?token=abc123');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Нова парола'), 'brand-new-1');
    await user.type(screen.getByLabelText('Повторете паролата'), 'brand-new-2');
    await user.click(screen.getByRole('button', { name: 'Запази паролата' }));
    expect(await screen.findByText('Паролите не съвпадат')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Повторете паролата'));
    await user.type(screen.getByLabelText('Повторете паролата'), 'brand-new-1');
    await user.click(screen.getByRole('button', { name: 'Запази паролата' }));

    expect(await screen.findByText('Паролата е сменена')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Вход', selected: true })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    const [, init] = calls(api, 'POST /api/auth/reset-password')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ newPassword: 'brand-new-1', token: 'abc123' });
  });

  it('asks for a new link when the reset link has expired', async () => {
    mockApi({ 'GET /api/me': signedOut });
    await renderRoute('/auth?error=INVALID_TOKEN');
    expect(await screen.findByRole('alert')).toHaveTextContent('Линкът е невалиден или е изтекъл. Поискайте нов.');
    expect(screen.getByRole('button', { name: 'Изпрати линк' })).toBeInTheDocument();
  });

  it('reports a failed Google sign-in that comes back with ?error=', async () => {
    mockApi({ 'GET /api/me': signedOut });
    const { router } = await renderRoute('/auth?error=access_denied');
    expect(await screen.findByText('Грешка при вход')).toBeInTheDocument();
    expect(screen.getByText('Входът с Google беше отказан.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('sends a signed-in user away from /auth', async () => {
    mockApi({ 'GET /api/me': buildMe(buildUser()) });
    const { router } = await renderRoute('/auth');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
