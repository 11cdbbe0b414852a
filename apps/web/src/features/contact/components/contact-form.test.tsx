import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ContactForm } from './contact-form';

function renderForm(language = 'bg') {
  return renderWithProviders(
    <>
      <ContactForm />
      <Toaster />
    </>,
    { language },
  );
}

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

async function fillValidForm() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Име'), 'Мария Петрова');
  await user.type(screen.getByLabelText('Имейл'), 'maria@example.com');
  await user.type(screen.getByLabelText(/Съобщение/), 'Здравейте, кога има група за 6-годишни?');
  await user.click(screen.getByRole('button', { name: 'Изпрати съобщението' }));
}

describe('ContactForm', () => {
  it('shows translated validation errors and sends nothing when required fields are empty', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await renderForm();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Изпрати съобщението' }));

    expect(await screen.findByText('Моля, въведете име (поне 2 символа)')).toBeInTheDocument();
    expect(screen.getByText('Имейлът е задължителен')).toBeInTheDocument();
    expect(screen.getByText('Съобщението трябва да е поне 10 символа')).toBeInTheDocument();
    expect(screen.getByLabelText('Име')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('sends the language the visitor reads the site in', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(answer(202, { ok: true }));
    await renderForm('ru');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Имя'), 'Ольга Сергеева');
    await user.type(screen.getByLabelText('Эл. почта'), 'olga@example.ru');
    await user.type(screen.getByLabelText(/^Сообщение/), 'Можно ли прийти на пробное занятие?');
    await user.click(screen.getByRole('button', { name: 'Отправить сообщение' }));
    expect(await screen.findByText('Сообщение отправлено')).toBeInTheDocument();
    expect(JSON.parse(String(fetchSpy.mock.calls[0]?.[1]?.body))).toMatchObject({ locale: 'ru' });
  });

  it('shows the errors in English when English is chosen', async () => {
    await renderForm('en');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
  });

  it('sends the message with an empty honeypot and confirms it', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(answer(202, { ok: true }));
    await renderForm();
    await fillValidForm();

    expect(await screen.findByText('Съобщението е изпратено')).toBeInTheDocument();
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe('/api/contact');
    // The interface language goes along, so the club's reply is written in it.
    expect(JSON.parse(String(init?.body))).toMatchObject({ name: 'Мария Петрова', website: '', locale: 'bg' });
    await waitFor(() => expect(screen.getByLabelText('Име')).toHaveValue(''));
  });

  it('puts the server field errors on the fields and shows the error toast', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      answer(400, {
        error: { code: 'VALIDATION_FAILED', message: 'Invalid', details: [{ path: 'email', message: 'emailInvalid' }] },
      }),
    );
    await renderForm();
    await fillValidForm();

    expect(await screen.findByText('Възникна грешка при изпращане на съобщението')).toBeInTheDocument();
    expect(screen.getByText('Невалиден имейл адрес')).toBeInTheDocument();
  });

  it('tells the visitor to wait when the server limits the rate', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      answer(429, { error: { code: 'RATE_LIMITED', message: 'Slow down' } }),
    );
    await renderForm();
    await fillValidForm();
    expect(await screen.findByText('Твърде много съобщения')).toBeInTheDocument();
  });
});
