import type { Analytics } from '@swim/shared/api/admin-analytics';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildMe, buildUser, mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';

const admin = buildUser({ id: 'admin-1', role: 'admin', name: 'Елена Димитрова' });

function figures(range: Analytics['range']): Analytics {
  return {
    range,
    from: null,
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
    revenue: [
      { month: '2026-10', method: 'card', currency: 'EUR', amount: 120000 },
      { month: '2026-11', method: 'cash', currency: 'EUR', amount: 30050 },
    ],
    refunds: [{ currency: 'EUR', amount: 4000, count: 1 }],
    outstanding: [{ currency: 'EUR', amount: 16000, count: 2 }],
  };
}

describe('admin analytics', () => {
  it('shows the figures for a quick filter and asks the server again for another', async () => {
    const api = mockApi({
      'GET /api/me': buildMe(admin),
      'GET /api/admin/athletes': [],
      'GET /api/admin/analytics': ({ url }) => figures((url.searchParams.get('range') ?? '30') as Analytics['range']),
    });
    const { router } = await renderRoute('/admin?tab=analytics', { language: 'en' });
    expect(await screen.findByText('49')).toBeInTheDocument();
    expect(
      screen.getByText('40 parents · 3 instructors · 5 athletes · 1 admins; 9 new in the period'),
    ).toBeInTheDocument();
    expect(screen.getByText('75%')).toBeInTheDocument();
    expect(screen.getByText('10 of 20 places (50%)')).toBeInTheDocument();
    expect(screen.getByText('EUR: €1,500.50 received in the period')).toBeInTheDocument();
    expect(screen.getByText('2 payments awaiting money now')).toBeInTheDocument();
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
});
