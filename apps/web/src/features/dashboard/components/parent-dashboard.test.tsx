import type { Dashboard } from '@swim/shared/api/children';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, reply } from '../../../test/mock-api';
import { CHILD_ID } from '../../../test/parent-fixtures';
import { renderWithProviders } from '../../../test/render';
import { ParentDashboard } from './parent-dashboard';

const EMPTY: Dashboard = {
  children: [],
  upcoming: [],
  payments: { currency: 'BGN', due: [], dueItems: [], pending: [], paid: [], recent: [] },
};

const FAMILY: Dashboard = {
  children: [
    {
      id: CHILD_ID,
      fullName: 'Виктория Петрова',
      birthDate: '2019-09-03',
      skillLevel: 'beginner',
      classes: [
        {
          enrollmentId: 'e1',
          title: { bg: 'Начинаещи (7–10 г.)', en: 'Beginners (ages 7–10)' },
          planType: 'pool_8',
          sessionsRemaining: 4,
          periodStart: '2026-11-01',
        },
      ],
    },
  ],
  upcoming: [
    {
      childId: CHILD_ID,
      childName: 'Виктория Петрова',
      classId: 'c1',
      title: { bg: 'Начинаещи (7–10 г.)' },
      location: { bg: 'Басейн „Спартак“' },
      date: '2026-11-24',
      startTime: '17:30',
      startsAt: '2026-11-24T15:30:00.000Z',
      durationMinutes: 60,
    },
  ],
  payments: {
    currency: 'BGN',
    due: [{ currency: 'BGN', amount: 16000 }],
    dueItems: [
      {
        childId: CHILD_ID,
        childName: 'Виктория Петрова',
        enrollmentId: 'e1',
        title: { bg: 'Начинаещи (7–10 г.)' },
        planType: 'pool_8',
        amount: 16000,
        currency: 'BGN',
        billingPeriod: '2026-11',
        dueOn: '2026-11-11',
        overdue: true,
      },
    ],
    pending: [{ currency: 'BGN', amount: 26400 }],
    paid: [
      { currency: 'BGN', amount: 84800 },
      { currency: 'EUR', amount: 4000 },
    ],
    recent: [
      {
        id: 'p1',
        number: 'PM-2026-000011',
        createdAt: '2026-11-01T18:03:00.000Z',
        amount: 16000,
        currency: 'BGN',
        method: 'cash',
        billingPeriod: '2026-11',
        parentNotes: null,
        status: 'validated',
        refundedAmount: 0,
        childName: 'Виктория Петрова',
      },
      {
        id: 'p2',
        number: 'PM-2026-000004',
        createdAt: '2026-10-01T18:03:00.000Z',
        amount: 16000,
        currency: 'BGN',
        method: 'card',
        billingPeriod: '2026-10',
        parentNotes: null,
        status: 'refunded',
        refundedAmount: 16000,
        childName: 'Виктория Петрова',
      },
    ],
  },
};

describe('ParentDashboard', () => {
  it('invites a parent without children to register or add one', async () => {
    mockApi({ 'GET /api/dashboard': EMPTY });
    await renderWithProviders(<ParentDashboard />);
    expect(await screen.findByText('Все още не сте добавили деца')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Запишете дете' })).toHaveAttribute('href', '/register-child');
    expect(screen.getByRole('link', { name: 'Добавете дете' })).toHaveAttribute('href', '/add-child');
  });

  it('shows the children, the week ahead and the payments with translated statuses', async () => {
    mockApi({ 'GET /api/dashboard': FAMILY });
    await renderWithProviders(<ParentDashboard />, { language: 'en' });
    const card = (await screen.findByRole('heading', { name: 'Виктория Петрова' })).closest('article');
    expect(card).toHaveTextContent('Beginners (ages 7–10)');
    expect(card).toHaveTextContent('8 sessions a month · 8 in November: 4 used, 4 left');
    expect(within(card as HTMLElement).getByRole('link', { name: /Open profile/ })).toHaveAttribute(
      'href',
      `/child/${CHILD_ID}`,
    );
    const upcoming = screen.getByRole('region', { name: 'Upcoming classes' });
    expect(upcoming).toHaveTextContent('17:30–18:30');
    expect(upcoming).toHaveTextContent('Басейн „Спартак“');
    const payments = screen.getByRole('region', { name: 'Payments' });
    expect(payments).toHaveTextContent('BGN 160.00');
    // Sums in two currencies stay apart: one line each, never one mixed total.
    expect(payments).toHaveTextContent('BGN 848.00');
    expect(payments).toHaveTextContent('€40.00');
    expect(within(payments).getByText('Validated')).toBeInTheDocument();
    expect(within(payments).getByText('Refunded')).toBeInTheDocument();
  });

  it('gives each due line a one-tap Pay link with the class and month chosen, and a link to all payments', async () => {
    mockApi({ 'GET /api/dashboard': FAMILY });
    await renderWithProviders(<ParentDashboard />);
    const payments = await screen.findByRole('region', { name: 'Плащания' });
    const pay = within(payments).getByRole('link', { name: /Плати за Виктория Петрова/ });
    expect(pay).toHaveTextContent('Плати');
    expect(pay).toHaveAttribute('href', `/child/${CHILD_ID}/payment?enrollment=e1&period=2026-11`);
    expect(within(payments).getByRole('link', { name: 'Всички плащания' })).toHaveAttribute('href', '/payments');
  });

  it('asks to renew a plan whose sessions are used up, and only that one', async () => {
    const [child] = FAMILY.children;
    const usedUp: Dashboard = {
      ...FAMILY,
      children: [
        {
          ...(child as Dashboard['children'][number]),
          classes: [
            {
              enrollmentId: 'e1',
              title: { bg: 'Начинаещи (7–10 г.)' },
              planType: 'pool_8',
              sessionsRemaining: 0,
              periodStart: '2026-11-01',
            },
            {
              enrollmentId: 'e2',
              title: { bg: 'Напреднали' },
              planType: 'pool_12',
              sessionsRemaining: 3,
              periodStart: '2026-11-01',
            },
          ],
        },
      ],
    };
    mockApi({ 'GET /api/dashboard': usedUp });
    await renderWithProviders(<ParentDashboard />, { language: 'en' });
    const card = (await screen.findByRole('heading', { name: 'Виктория Петрова' })).closest('article') as HTMLElement;
    expect(card).toHaveTextContent('8 in November: 8 used, 0 left');
    const renew = within(card).getAllByRole('link', { name: /^No sessions left – renew the plan: / });
    expect(renew).toHaveLength(1);
    expect(renew[0]).toHaveAccessibleName('No sessions left – renew the plan: Виктория Петрова, Начинаещи (7–10 г.)');
    expect(renew[0]).toHaveTextContent('No sessions left – renew the plan');
    expect(renew[0]).toHaveAttribute('href', `/child/${CHILD_ID}/payment?enrollment=e1`);
  });

  it('offers a retry when the dashboard cannot be loaded', async () => {
    mockApi({ 'GET /api/dashboard': reply(503, { error: { code: 'SERVICE_UNAVAILABLE', message: 'down' } }) });
    await renderWithProviders(<ParentDashboard />);
    expect(await screen.findByRole('button', { name: 'Опитайте отново' })).toBeInTheDocument();
  });
});
