import type { AdminEnrollment } from '@swim/shared/api/admin-club';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { RecordPaymentPicker } from './record-payment-picker';

const ENROLLMENT: AdminEnrollment = {
  id: '55555555-5555-4555-8555-555555555555',
  child: { id: '33333333-3333-4333-8333-333333333333', fullName: 'Ема Колева' },
  parent: { id: 'parent-1', name: 'Петя Колева', email: 'petya@example.bg' },
  class: { id: 'class-1', title: { bg: 'Делфинчета' }, location: { bg: 'Басейн Спартак' } },
  planType: 'pool_8',
  sessionsRemaining: 3,
  planFitsClass: true,
  active: true,
  createdAt: '2026-09-01T08:00:00.000Z',
};

describe('RecordPaymentPicker', () => {
  it('finds a child with no payment yet among active enrollments and opens the record dialog for the class chosen', async () => {
    const api = mockApi({
      'GET /api/admin/enrollments': { items: [ENROLLMENT], total: 1, page: 1, pageSize: 8 },
      'GET /api/payments/record-options': {
        childId: ENROLLMENT.child.id,
        childName: 'Ема Колева',
        enrollmentId: ENROLLMENT.id,
        classTitle: { bg: 'Делфинчета' },
        planType: 'pool_8',
        kindergarten: false,
        today: '2026-11-20',
        earliestReceivedOn: '2025-08-01',
        canConfirmSecond: true,
        periods: [],
      },
    });
    await renderWithProviders(<RecordPaymentPicker />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Запиши плащане' }));
    const picker = screen.getByRole('dialog', { name: 'Записване на плащане' });
    await user.type(within(picker).getByLabelText('Дете или родител'), 'Ема');
    await user.click(await within(picker).findByRole('button', { name: 'Избери Ема Колева, Делфинчета' }));

    const search = api.mock.calls.map(([url]) => new URL(String(url), 'http://localhost'));
    const asked = search.find((url) => url.pathname === '/api/admin/enrollments');
    expect(asked?.searchParams.get('search')).toBe('Ема');
    expect(asked?.searchParams.get('status')).toBe('active');

    const dialog = await screen.findByRole('dialog', { name: 'Записване на плащане' });
    expect(await within(dialog).findByText('Ема Колева · Делфинчета')).toBeInTheDocument();
    const options = search.find((url) => url.pathname === '/api/payments/record-options');
    expect(options?.searchParams.get('enrollmentId')).toBe(ENROLLMENT.id);
  });
});
