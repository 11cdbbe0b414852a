import type { AdminUser, UserList } from '@swim/shared/api/admin-users';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildMe, buildUser, mockApi, reply } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';

const admin = buildUser({ id: 'admin-1', role: 'admin', name: 'Елена Димитрова', email: 'admin@delfin-swim.bg' });

function adminUser(overrides: Partial<AdminUser>): AdminUser {
  return {
    id: 'u',
    email: 'u@example.bg',
    name: { bg: 'U' },
    phone: null,
    role: 'parent',
    emailVerified: true,
    createdAt: '2026-03-01T10:00:00.000Z',
    athleteApproved: null,
    ...overrides,
  };
}

const USERS = [
  adminUser({ id: 'admin-1', name: { bg: 'Елена Димитрова' }, email: 'admin@delfin-swim.bg', role: 'admin' }),
  adminUser({ id: 'parent-1', name: { bg: 'Мария Петрова' }, email: 'parent@delfin-swim.bg' }),
];

const list = (items: AdminUser[]): UserList => ({ items, total: items.length, page: 1, pageSize: 20 });

describe('admin users', () => {
  it("shows one's own role locked and reports a failed role change, keeping the old role", async () => {
    const api = mockApi({
      'GET /api/me': buildMe(admin),
      'GET /api/admin/users': list(USERS),
      'GET /api/admin/athletes': [],
      'PATCH /api/admin/users/parent-1/role': reply(500, { error: { code: 'INTERNAL', message: 'x' } }),
    });
    await renderRoute('/admin');
    const own = await screen.findByRole('combobox', { name: 'Роля на Елена Димитрова' });
    expect(own).toBeDisabled();
    expect(own).toHaveAccessibleDescription('Не можете да промените собствената си роля.');

    const other = screen.getByRole('combobox', { name: 'Роля на Мария Петрова' });
    const user = userEvent.setup();
    await user.selectOptions(other, 'instructor');
    await user.click(await screen.findByRole('button', { name: 'Смени ролята' }));
    expect(await screen.findByText('Неуспешна промяна на ролята')).toBeInTheDocument();
    await waitFor(() => expect(other).toHaveValue('parent'));
    const patch = api.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ role: 'instructor' });
  });

  it("uses the English 'Failed to update role' text", async () => {
    mockApi({
      'GET /api/me': buildMe(admin),
      'GET /api/admin/users': list(USERS),
      'GET /api/admin/athletes': [],
      'PATCH /api/admin/users/parent-1/role': reply(404, { error: { code: 'NOT_FOUND', message: 'x' } }),
    });
    await renderRoute('/admin', { language: 'en' });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Role of Мария Петрова' }), 'admin');
    await user.click(await screen.findByRole('button', { name: 'Change role' }));
    expect(await screen.findByText('Failed to update role')).toBeInTheDocument();
  });

  it('asks before a role change takes effect: cancelling changes nothing, confirming can be undone', async () => {
    const api = mockApi({
      'GET /api/me': buildMe(admin),
      'GET /api/admin/users': list(USERS),
      'GET /api/admin/athletes': [],
      'PATCH /api/admin/users/parent-1/role': ({ body }) => ({
        ...adminUser({
          id: 'parent-1',
          name: { bg: 'Мария Петрова' },
          role: (body as { role: AdminUser['role'] }).role,
        }),
        changeId: 'change-1',
      }),
      'POST /api/admin/users/parent-1/role/undo': () => ({
        ...adminUser({ id: 'parent-1', name: { bg: 'Мария Петрова' }, role: 'parent' }),
        changeId: 'change-1',
      }),
    });
    await renderRoute('/admin', { language: 'en' });
    const user = userEvent.setup();
    const select = await screen.findByRole('combobox', { name: 'Role of Мария Петрова' });
    await user.selectOptions(select, 'instructor');
    const dialog = await screen.findByRole('alertdialog', { name: 'Change the role of Мария Петрова?' });
    expect(dialog).toHaveTextContent('Мария Петрова goes from Parent to Instructor.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(select).toHaveValue('parent'));
    const writes = () => api.mock.calls.filter(([, init]) => init?.method === 'PATCH' || init?.method === 'POST');
    expect(writes()).toHaveLength(0);

    await user.selectOptions(select, 'instructor');
    await user.click(await screen.findByRole('button', { name: 'Change role' }));
    expect(await screen.findByText('Мария Петрова now has the Instructor role')).toBeInTheDocument();
    // A plain click: the toast's swipe handling needs pointer capture, which jsdom lacks.
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Мария Петрова has the Parent role again')).toBeInTheDocument();
    // The undo names the change, so the server can put back what it replaced (an athlete's approval too).
    expect(writes().map(([url, init]) => [String(url), init?.method, JSON.parse(String(init?.body))])).toEqual([
      [expect.stringContaining('/api/admin/users/parent-1/role'), 'PATCH', { role: 'instructor' }],
      [expect.stringContaining('/api/admin/users/parent-1/role/undo'), 'POST', { changeId: 'change-1' }],
    ]);
  });

  it('says when an undo comes too late, and shows the role the user still has', async () => {
    mockApi({
      'GET /api/me': buildMe(admin),
      'GET /api/admin/users': list(USERS),
      'GET /api/admin/athletes': [],
      'PATCH /api/admin/users/parent-1/role': () => ({
        ...adminUser({ id: 'parent-1', name: { bg: 'Мария Петрова' }, role: 'athlete' }),
        changeId: 'change-1',
      }),
      'POST /api/admin/users/parent-1/role/undo': reply(409, { error: { code: 'CONFLICT', message: 'x' } }),
    });
    await renderRoute('/admin', { language: 'en' });
    const user = userEvent.setup();
    const select = await screen.findByRole('combobox', { name: 'Role of Мария Петрова' });
    await user.selectOptions(select, 'athlete');
    await user.click(await screen.findByRole('button', { name: 'Change role' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(
      await screen.findByText('Someone changed this user since; choose the role again instead.'),
    ).toBeInTheDocument();
    expect(select).toHaveValue('athlete');
  });

  it('searches after typing pauses and filters by role, starting again from page 1', async () => {
    const api = mockApi({
      'GET /api/me': buildMe(admin),
      'GET /api/admin/users': ({ url }) => list(url.searchParams.get('search') === 'мария' ? USERS.slice(1) : USERS),
      'GET /api/admin/athletes': [],
    });
    const { router } = await renderRoute('/admin?page=1');
    await screen.findByRole('combobox', { name: 'Роля на Мария Петрова' });
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Търсене' }), 'мария');

    await waitFor(() =>
      expect(screen.queryByRole('combobox', { name: 'Роля на Елена Димитрова' })).not.toBeInTheDocument(),
    );
    const searches = api.mock.calls
      .map(([url]) => new URL(String(url), 'http://x'))
      .filter((url) => url.pathname === '/api/admin/users')
      .map((url) => url.searchParams.get('search'));
    // One request for the page and one for the finished word, not one per letter.
    expect(searches).toEqual([null, 'мария']);
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('мария');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Роля' }), 'instructor');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('role')).toBe('instructor'));
    const last = api.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.includes('/admin/users'))
      .pop();
    expect(last).toContain('role=instructor');
  });

  it('approves a pending athlete from the approvals tab', async () => {
    let approved = false;
    const application = {
      userId: 'ath-2',
      name: 'Калина Тодорова',
      email: 'athlete.pending@delfin-swim.bg',
      birthDate: '2010-05-04',
      discipline: 'Бруст',
      approved: false,
      approvedAt: null,
      registeredAt: '2026-11-18T10:00:00.000Z',
    };
    const api = mockApi({
      'GET /api/me': buildMe(admin),
      'GET /api/admin/users': list(USERS),
      'GET /api/admin/athletes': ({ url }) => {
        const status = url.searchParams.get('status');
        if (status === 'pending') return approved ? [] : [application];
        return approved ? [{ ...application, approved: true, approvedAt: '2026-11-21T10:00:00.000Z' }] : [];
      },
      'POST /api/admin/athletes/ath-2/decision': () => {
        approved = true;
        return reply(204);
      },
    });
    await renderRoute('/admin?tab=athletes');
    const pendingList = await screen.findByRole('region', { name: /Очакват одобрение/ });
    await userEvent.setup().click(await within(pendingList).findByRole('button', { name: 'Одобри Калина Тодорова' }));

    expect(await screen.findByText('Калина Тодорова е одобрен')).toBeInTheDocument();
    const approvedList = screen.getByRole('region', { name: /Одобрени състезатели/ });
    expect(
      await within(approvedList).findByRole('button', { name: 'Оттегли одобрението на Калина Тодорова' }),
    ).toBeInTheDocument();
    const post = api.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ approved: true });
  });
});
