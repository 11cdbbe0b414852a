import type { Analytics } from '@swim/shared/api/admin-analytics';
import { QUICK_DATE_RANGES } from '@swim/shared/dates';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { oneOf } from '../../../lib/one-of';
import { buildMe, buildUser, mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';

const admin = buildUser({ id: 'admin-1', role: 'admin', name: 'Елена Димитрова' });

function figures(range: Analytics['range']): Analytics {
  return {
    range,
    from: null,
    to: null,
    members: { parents: 40, instructors: 3, athletes: 5, admins: 1, newInRange: range === '7' ? 2 : 9 },
    children: { total: 52, newInRange: 4 },
    activeEnrollments: 47,
    capacity: [
      {
        classId: 'c1',
        title: { bg: 'Акули', en: 'Sharks' },
        location: { id: 'l1', name: { bg: 'Спартак', en: 'Spartak' } },
        enrolled: 6,
        maxCapacity: 8,
      },
      {
        classId: 'c2',
        title: { bg: 'Делфини', en: 'Dolphins' },
        location: { id: 'l1', name: { bg: 'Спартак', en: 'Spartak' } },
        enrolled: 4,
        maxCapacity: 12,
      },
    ],
    attendance: { present: 30, absent: 8, excused: 2, rate: 0.75 },
    currency: 'EUR',
    // Lev history in a euro club: the server has converted 12 cash payments in leva into the figures.
    revenue: [
      { month: '2026-10', method: 'card', amount: 120000, converted: 0 },
      { month: '2026-11', method: 'cash', amount: 30050, converted: 12 },
    ],
    refunds: { currency: 'EUR', amount: 4000, count: 1, converted: 0 },
    outstanding: { currency: 'EUR', amount: 16000, count: 2, converted: 1 },
  };
}

describe('admin analytics', () => {
  it('shows the figures for a quick filter and asks the server again for another', async () => {
    const api = mockApi({
      'GET /api/me': buildMe(admin),
      'GET /api/admin/athletes': [],
      'GET /api/admin/analytics': ({ url }) => figures(oneOf(QUICK_DATE_RANGES, url.searchParams.get('range')) ?? '30'),
    });
    const { router } = await renderRoute('/admin?tab=analytics', { language: 'en' });
    expect(await screen.findByText('49')).toBeInTheDocument();
    expect(
      screen.getByText('40 parents · 3 instructors · 5 athletes · 1 admins; 9 new in the period'),
    ).toBeInTheDocument();
    expect(screen.getByText('75%')).toBeInTheDocument();
    expect(screen.getByText('10 of 20 places (50%)')).toBeInTheDocument();
    expect(screen.getByText('In euro: €1,500.50 received in the period')).toBeInTheDocument();
    expect(screen.getByText('includes 12 payments in leva converted at 1.95583')).toBeInTheDocument();
    expect(screen.getByText('2 families with overdue payments')).toBeInTheDocument();
    expect(screen.getByText('includes 1 payment in leva converted at 1.95583')).toBeInTheDocument();
    // The refunds hold no lev payment: no note says so.
    expect(screen.getAllByText(/converted at/)).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Last 7 days' }));
    expect(await screen.findByText(/2 new in the period/)).toBeInTheDocument();
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('range')).toBe('7'));
    const ranges = api.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/admin/analytics')
      .map((url) => url.searchParams.get('range'));
    expect(ranges).toEqual(['30', '7']);
  });

  it('asks for a custom period of two dates, refusing an upside-down one, and keeps it in the address', async () => {
    const api = mockApi({
      'GET /api/me': buildMe(admin),
      'GET /api/admin/athletes': [],
      'GET /api/admin/analytics': ({ url }) =>
        url.searchParams.has('from') ? { ...figures('custom'), activeEnrollments: 12 } : figures('30'),
    });
    const { router, unmount } = await renderRoute('/admin?tab=analytics&range=7', { language: 'en' });
    await screen.findByText('47');
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Custom period' });
    await user.type(within(form).getByLabelText('From'), '10/03/2026');
    await user.type(within(form).getByLabelText('To'), '01/03/2026');
    await user.click(within(form).getByRole('button', { name: 'Show period' }));
    expect(await within(form).findByText('The end date must not be before the start date')).toBeInTheDocument();
    const asked = () =>
      api.mock.calls
        .map(([input]) => new URL(String(input), 'http://localhost'))
        .filter((url) => url.pathname === '/api/admin/analytics')
        .map((url) => url.search);
    expect(asked().some((search) => search.includes('from='))).toBe(false);

    await user.clear(within(form).getByLabelText('To'));
    await user.type(within(form).getByLabelText('To'), '31/03/2026');
    await user.click(within(form).getByRole('button', { name: 'Show period' }));
    expect(await screen.findByText('12')).toBeInTheDocument();
    await waitFor(() => {
      const params = new URLSearchParams(router.state.location.search);
      expect([params.get('from'), params.get('to'), params.get('range')]).toEqual(['2026-03-10', '2026-03-31', null]);
    });
    expect(asked().at(-1)).toBe('?from=2026-03-10&to=2026-03-31');
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'false');
    unmount();

    // A reload (or a shared link) opens the same period, with its dates filled in the Bulgarian way.
    await renderRoute('/admin?tab=analytics&from=2026-03-10&to=2026-03-31', { language: 'bg' });
    expect(await screen.findByText('12')).toBeInTheDocument();
    expect(screen.getByLabelText('От дата')).toHaveValue('10.03.2026');
    expect(screen.getByLabelText('До дата')).toHaveValue('31.03.2026');
    expect(asked().at(-1)).toBe('?from=2026-03-10&to=2026-03-31');
  }, 20_000);

  it('reports dates in the address that are no period, in the user’s language, and shows 30 days instead', async () => {
    const api = mockApi({
      'GET /api/me': buildMe(admin),
      'GET /api/admin/athletes': [],
      'GET /api/admin/analytics': figures('30'),
    });
    await renderRoute('/admin?tab=analytics&from=2023-01-01&to=2026-01-01', { language: 'ru' });
    expect(
      await screen.findByText('Период может быть не длиннее двух лет; для большего выберите «За всё время»'),
    ).toBeInTheDocument();
    await screen.findByText('47');
    const searches = api.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/admin/analytics')
      .map((url) => url.search);
    expect(searches).toEqual(['?range=30']);
  });
});
