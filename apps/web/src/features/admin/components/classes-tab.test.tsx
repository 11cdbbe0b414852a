import type { AdminLocation, ClassList, LocationList } from '@swim/shared/api/admin-club';
import type { UserList } from '@swim/shared/api/admin-users';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildMe, buildUser, mockApi, reply } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';

const admin = buildUser({ id: 'admin-1', role: 'admin', name: 'Елена Димитрова' });
const pool: AdminLocation = {
  id: 'loc-1',
  name: { bg: 'Басейн Дружба', en: 'Druzhba Pool' },
  type: 'pool',
  address: { bg: 'ул. Обиколна 1' },
  description: null,
  active: true,
  classCount: 0,
  createdAt: '2026-03-01T10:00:00.000Z',
};
const locations: LocationList = { items: [pool], total: 1, page: 1, pageSize: 100 };
const instructors: UserList = {
  items: [
    {
      id: 'coach-1',
      email: 'coach@delfin-swim.bg',
      name: { bg: 'Иван Треньоров' },
      phone: null,
      role: 'instructor',
      emailVerified: true,
      createdAt: '2026-01-01T10:00:00.000Z',
      athleteApproved: null,
    },
  ],
  total: 1,
  page: 1,
  pageSize: 100,
};
const empty: ClassList = { items: [], total: 0, page: 1, pageSize: 20, currency: 'EUR' };

function routes(post: unknown) {
  return {
    'GET /api/me': buildMe(admin),
    'GET /api/admin/athletes': [],
    'GET /api/admin/classes': empty,
    'GET /api/admin/locations': locations,
    'GET /api/admin/users': instructors,
    'POST /api/admin/classes': post,
  };
}

async function fillClass(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText('Title (Bulgarian)'), 'Делфинчета');
  await user.selectOptions(within(dialog).getByLabelText('Instructor'), 'coach-1');
  await user.selectOptions(within(dialog).getByLabelText('Location'), 'loc-1');
  await user.type(within(dialog).getByLabelText('Price per class (€)'), '12.5');
}

describe('admin classes', () => {
  it('refuses a duplicate session and an empty time on the client, then sends prices in minor units', async () => {
    const api = mockApi(routes(reply(500, { error: { code: 'INTERNAL', message: 'x' } })));
    await renderRoute('/admin?tab=classes', { language: 'en' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New class' }));
    const dialog = await screen.findByRole('dialog', { name: 'New class' });
    await fillClass(user, dialog);
    await user.selectOptions(within(dialog).getByLabelText('Day of session 1'), '1');
    await user.type(within(dialog).getByLabelText('Time of session 1'), '17:30');
    await user.click(within(dialog).getByRole('button', { name: 'Add session' }));
    await user.selectOptions(within(dialog).getByLabelText('Day of session 2'), '1');
    await user.type(within(dialog).getByLabelText('Time of session 2'), '17:30');
    await user.click(within(dialog).getByRole('button', { name: 'Add session' }));
    await user.selectOptions(within(dialog).getByLabelText('Day of session 3'), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Create class' }));
    expect(await within(dialog).findByText('This day and time is already in the list')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a time')).toBeInTheDocument();
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.selectOptions(within(dialog).getByLabelText('Day of session 2'), '3');
    await user.type(within(dialog).getByLabelText('Time of session 3'), '09:00');
    await user.click(within(dialog).getByRole('button', { name: 'Create class' }));
    // The server failed: the toast names the action, and the dialog stays open with what was typed.
    expect(await screen.findByText('Failed to create class')).toBeInTheDocument();
    const post = api.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      title: { bg: 'Делфинчета' },
      instructorId: 'coach-1',
      locationId: 'loc-1',
      pricePerClass: 1250,
      monthlyPrice: null,
      sessions: [
        { dayOfWeek: 1, startTime: '17:30' },
        { dayOfWeek: 3, startTime: '17:30' },
        { dayOfWeek: 4, startTime: '09:00' },
      ],
    });
    expect(within(dialog).getByLabelText('Title (Bulgarian)')).toHaveValue('Делфинчета');
  }, 30_000);

  it('needs at least one session', async () => {
    const api = mockApi(routes(reply(201, {})));
    await renderRoute('/admin?tab=classes', { language: 'en' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New class' }));
    const dialog = await screen.findByRole('dialog', { name: 'New class' });
    await fillClass(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Remove session 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create class' }));
    expect(await within(dialog).findByText('Add at least one session')).toBeInTheDocument();
    await waitFor(() => expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false));
  }, 30_000);

  it('takes the ages a class is for, refusing a reversed range or a part year, and sends whole years', async () => {
    const api = mockApi(routes(reply(500, { error: { code: 'INTERNAL', message: 'x' } })));
    await renderRoute('/admin?tab=classes', { language: 'en' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New class' }));
    const dialog = await screen.findByRole('dialog', { name: 'New class' });
    await fillClass(user, dialog);
    await user.selectOptions(within(dialog).getByLabelText('Day of session 1'), '0');
    await user.type(within(dialog).getByLabelText('Time of session 1'), '10:00');
    const youngest = within(dialog).getByLabelText(/^Youngest age \(years\)/);
    const oldest = within(dialog).getByLabelText(/^Oldest age \(years\)/);

    await user.type(youngest, '7');
    await user.type(oldest, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Create class' }));
    expect(await within(dialog).findByText('The oldest age cannot be below the youngest')).toBeInTheDocument();
    expect(oldest).toHaveAttribute('aria-invalid', 'true');

    await user.clear(youngest);
    await user.type(youngest, '3.5');
    await user.click(within(dialog).getByRole('button', { name: 'Create class' }));
    expect(await within(dialog).findByText('Enter an age in whole years from 0 to 99')).toBeInTheDocument();
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.clear(youngest);
    await user.type(youngest, '3');
    await user.clear(oldest);
    await user.click(within(dialog).getByRole('button', { name: 'Create class' }));
    expect(await screen.findByText('Failed to create class')).toBeInTheDocument();
    const post = api.mock.calls.find(([, init]) => init?.method === 'POST');
    // An empty bound is no bound: for ages 3 and over.
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({ minAge: 3, maxAge: null });
  }, 30_000);
});
