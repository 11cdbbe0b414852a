import type { Profile } from '@swim/shared/api/profile';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { buildMe, buildUser, mockApi, reply } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';

const PROFILE: Profile = {
  id: 'u1',
  name: 'Мария Петрова',
  email: 'maria@example.bg',
  phone: null,
  role: 'parent',
  preferredLanguage: 'bg',
  hasPassword: true,
};

afterEach(async () => {
  await i18n.changeLanguage('bg');
});

function mockProfile(overrides: Record<string, unknown> = {}) {
  let profile = PROFILE;
  const patches: unknown[] = [];
  const spy = mockApi({
    'GET /api/me': buildMe(buildUser({ role: 'parent' })),
    'GET /api/profile': () => profile,
    'PATCH /api/profile': ({ body }) => {
      patches.push(body);
      profile = { ...profile, ...(body as Partial<Profile>) };
      return profile;
    },
    ...overrides,
  });
  return { spy, patches };
}

describe('the profile page', () => {
  it('saves name, phone and language, and the site switches to the chosen language', async () => {
    const { patches } = mockProfile();
    await renderRoute('/profile');
    // The first visit downloads the lazy page.
    const details = await screen.findByRole('region', { name: 'Лични данни' }, { timeout: 10_000 });
    const user = userEvent.setup();
    await user.type(within(details).getByLabelText(/Телефон/), '+359 888 111 222');
    await user.selectOptions(within(details).getByLabelText('Език'), 'English');
    await user.click(within(details).getByRole('button', { name: 'Запази данните' }));

    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toEqual({ name: 'Мария Петрова', phone: '+359 888 111 222', preferredLanguage: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My profile' })).toBeInTheDocument();
    expect(await screen.findByText('Details saved')).toBeInTheDocument();
  });

  it('shows a wrong current password on its field and keeps what was typed', async () => {
    mockProfile({
      'POST /api/profile/password': reply(400, {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Please check the form',
          details: [{ path: 'currentPassword', message: 'currentPasswordWrong' }],
        },
      }),
    });
    await renderRoute('/profile');
    const section = await screen.findByRole('region', { name: 'Парола' });
    const user = userEvent.setup();
    await user.type(within(section).getByLabelText('Текуща парола'), 'grešna');
    await user.type(within(section).getByLabelText('Нова парола'), 'new-secret-2');
    await user.type(within(section).getByLabelText('Повторете новата парола'), 'new-secret-2');
    await user.click(within(section).getByRole('button', { name: 'Смени паролата' }));

    expect(await within(section).findByText('Текущата парола не е вярна')).toBeInTheDocument();
    expect(within(section).getByLabelText('Текуща парола')).toHaveAttribute('aria-invalid', 'true');
    expect(within(section).getByLabelText('Нова парола')).toHaveValue('new-secret-2');
  });

  it('tells where the approval link went after asking for a new email', async () => {
    const { spy } = mockProfile({ 'POST /api/profile/email': reply(202) });
    await renderRoute('/profile');
    const section = await screen.findByRole('region', { name: 'Имейл' });
    const user = userEvent.setup();
    await user.type(within(section).getByLabelText('Нов имейл'), 'maria.new@example.bg');
    await user.click(within(section).getByRole('button', { name: 'Смени имейла' }));
    expect(await within(section).findByRole('status')).toHaveTextContent(
      'Отворете линка, изпратен на maria@example.bg. След това изпращаме линк на maria.new@example.bg',
    );
    const call = spy.mock.calls.find(([url]) => String(url).endsWith('/profile/email'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ newEmail: 'maria.new@example.bg' });
  });
});
