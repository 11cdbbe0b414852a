import type { AdminEnrollment, ClassList, EnrollmentList } from '@swim/shared/api/admin-club';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildMe, buildUser, mockApi, reply } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';

const admin = buildUser({ id: 'admin-1', role: 'admin', name: 'Елена Димитрова' });
const enrollment: AdminEnrollment = {
  id: 'enr-1',
  child: { id: 'child-1', fullName: 'Ана Петрова' },
  parent: { id: 'parent-1', name: 'Мария Петрова', email: 'maria@example.bg' },
  class: { id: 'class-1', title: { bg: 'Акули', en: 'Sharks' }, location: { bg: 'Басейн Дружба' } },
  planType: 'pool_8',
  sessionsRemaining: 5,
  planFitsClass: true,
  active: false,
  createdAt: '2026-03-01T10:00:00.000Z',
};
const list = (items: AdminEnrollment[]): EnrollmentList => ({ items, total: items.length, page: 1, pageSize: 20 });
const noClasses: ClassList = { items: [], total: 0, page: 1, pageSize: 100, currency: 'BGN' };

describe('admin enrollments', () => {
  it("says 'Error updating enrollment status' when a reactivation is refused, and why", async () => {
    const api = mockApi({
      'GET /api/me': buildMe(admin),
      'GET /api/admin/athletes': [],
      'GET /api/admin/classes': noClasses,
      'GET /api/admin/enrollments': list([enrollment]),
      'PATCH /api/admin/enrollments/enr-1/status': reply(409, { error: { code: 'CLASS_FULL', message: 'x' } }),
    });
    await renderRoute('/admin?tab=enrollments', { language: 'en' });
    expect(await screen.findByText('Sharks · Басейн Дружба')).toBeInTheDocument();
    expect(screen.getByText('8 sessions a month · 5 sessions left')).toBeInTheDocument();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Activate the enrollment of Ана Петрова in Sharks' }));
    expect(await screen.findByText('Error updating enrollment status')).toBeInTheDocument();
    expect(screen.getByText('This class is full.')).toBeInTheDocument();
    const patch = api.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ active: true });
  });

  it('searches by child or parent and filters by status on the server', async () => {
    const api = mockApi({
      'GET /api/me': buildMe(admin),
      'GET /api/admin/athletes': [],
      'GET /api/admin/classes': noClasses,
      'GET /api/admin/enrollments': list([enrollment]),
    });
    await renderRoute('/admin?tab=enrollments&status=inactive');
    await screen.findByText('Ана Петрова');
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Търсене' }), 'мария');
    await waitFor(() => {
      const urls = api.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
      const last = urls.filter((url) => url.pathname === '/api/admin/enrollments').at(-1);
      expect(last?.searchParams.get('search')).toBe('мария');
      expect(last?.searchParams.get('status')).toBe('inactive');
    });
  });
});
