import type { AdminLocation, LocationList } from '@swim/shared/api/admin-club';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildMe, buildUser, mockApi, reply } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';

const admin = buildUser({ id: 'admin-1', role: 'admin', name: 'Елена Димитрова' });

function location(overrides: Partial<AdminLocation>): AdminLocation {
  return {
    id: 'loc-1',
    name: { bg: 'Басейн Дружба', en: 'Druzhba Pool' },
    type: 'pool',
    address: { bg: 'ул. Обиколна 1' },
    description: null,
    active: true,
    classCount: 0,
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}
const list = (items: AdminLocation[]): LocationList => ({ items, total: items.length, page: 1, pageSize: 20 });

describe('admin locations', () => {
  it('refuses a location without a Bulgarian name on the client, then creates it', async () => {
    const api = mockApi({
      'GET /api/me': buildMe(admin),
      'GET /api/admin/athletes': [],
      'GET /api/admin/locations': list([]),
      'POST /api/admin/locations': reply(201, location({ id: 'new', name: { bg: 'Басейн Морска градина' } })),
    });
    await renderRoute('/admin?tab=locations', { language: 'en' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New location' }));
    const dialog = await screen.findByRole('dialog', { name: 'New location' });
    await user.type(within(dialog).getByLabelText(/^Name \(English\)/), 'Sea Garden Pool');
    await user.click(within(dialog).getByRole('button', { name: 'Create location' }));
    expect(await within(dialog).findByText('Please enter the location name in Bulgarian')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter the address in Bulgarian')).toBeInTheDocument();
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText('Name (Bulgarian)'), 'Басейн Морска градина');
    await user.type(within(dialog).getByLabelText('Address (Bulgarian)'), 'бул. Приморски 1');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'kindergarten');
    await user.click(within(dialog).getByRole('button', { name: 'Create location' }));
    expect(await screen.findByText('Location Басейн Морска градина created')).toBeInTheDocument();
    const post = api.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      name: { bg: 'Басейн Морска градина', en: 'Sea Garden Pool', ru: '' },
      type: 'kindergarten',
      address: { bg: 'бул. Приморски 1' },
      active: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 20_000);

  it('names the failed delete of a location in use, in each language', async () => {
    for (const [language, title, hint] of [
      ['en', 'Failed to delete location', 'This location still has classes.'],
      ['bg', 'Грешка при изтриване на локация', 'Тази локация все още има групи.'],
      ['ru', 'Не удалось удалить локацию', 'В этой локации ещё есть группы.'],
    ] as const) {
      mockApi({
        'GET /api/me': buildMe(admin),
        'GET /api/admin/athletes': [],
        'GET /api/admin/locations': list([location({ classCount: 2 })]),
        'DELETE /api/admin/locations/loc-1': reply(409, { error: { code: 'LOCATION_IN_USE', message: 'x' } }),
      });
      const { unmount } = await renderRoute('/admin?tab=locations', { language });
      const user = userEvent.setup();
      const named = await screen.findAllByRole('button', { name: /Druzhba Pool|Басейн Дружба/ });
      await user.click(named.at(-1) as HTMLElement);
      const confirm = await screen.findByRole('alertdialog');
      await user.click(within(confirm).getAllByRole('button').at(-1) as HTMLElement);
      expect(await screen.findByText(title)).toBeInTheDocument();
      expect(screen.getByText(new RegExp(hint))).toBeInTheDocument();
      unmount();
    }
  }, 20_000);

  it('keeps the form open with the reason on the type when children would lose their plan', async () => {
    const api = mockApi({
      'GET /api/me': buildMe(admin),
      'GET /api/admin/athletes': [],
      'GET /api/admin/locations': list([location({ classCount: 1 })]),
      'PUT /api/admin/locations/loc-1': reply(409, {
        error: {
          code: 'PLAN_NOT_OFFERED',
          message: 'x',
          details: [{ path: 'type', message: 'typePlansInUse' }],
        },
      }),
    });
    await renderRoute('/admin?tab=locations', { language: 'en' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Druzhba Pool' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'kindergarten');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(dialog).findByText('Children in classes here are enrolled on plans this type does not offer.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Failed to update location')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Children are enrolled on a plan that would no longer be offered there. Move or end those enrollments first.',
      ),
    ).toBeInTheDocument();
    const put = api.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({ type: 'kindergarten' });
  }, 20_000);
});
