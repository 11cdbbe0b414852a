import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { mockApi, reply } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { AthleteRegisterForm } from './athlete-register-form';

const renderForm = (language = 'bg') =>
  renderWithProviders(
    <>
      <AthleteRegisterForm />
      <Toaster />
    </>,
    { language },
  );

describe('AthleteRegisterForm', () => {
  it('asks for a name, an email and a password of at least 6 characters', async () => {
    const api = mockApi({});
    await renderForm('en');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), '123');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Please enter your name (at least 2 characters)')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });

  it('registers and explains the confirmation mail and the approval that follow', async () => {
    const api = mockApi({ 'POST /api/athletes/register': reply(202, { ok: true }) });
    await renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Име и фамилия'), 'Петър Стоянов');
    await user.type(screen.getByLabelText('Имейл'), 'petar@example.bg');
    await user.type(screen.getByLabelText('Парола'), 'secret12');
    await user.type(screen.getByLabelText(/Дисциплина/), 'Бруст, 100 м');
    await user.click(screen.getByRole('button', { name: 'Регистрирай ме' }));

    expect(await screen.findByRole('heading', { name: 'Почти готово!' })).toBeInTheDocument();
    expect(screen.getByText(/Изпратихме линк за потвърждение на petar@example.bg/)).toBeInTheDocument();
    expect(screen.getByText(/администратор на клуба ще прегледа регистрацията ви/)).toBeInTheDocument();
    const [, init] = api.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Петър Стоянов',
      email: 'petar@example.bg',
      password: 'secret12',
      discipline: 'Бруст, 100 м',
    });
  });

  it("shows 'Registration failed' when the server refuses", async () => {
    mockApi({ 'POST /api/athletes/register': reply(500, { error: { code: 'INTERNAL', message: 'x' } }) });
    await renderForm('en');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Full name'), 'Petar Stoyanov');
    await user.type(screen.getByLabelText('Email'), 'petar@example.bg');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    expect(screen.getByText('An error occurred during registration. Please try again.')).toBeInTheDocument();
  });
});
