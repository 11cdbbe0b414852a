import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildMe, buildUser, mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { buildPayment, buildPaymentList } from '../test/fixtures';

const admin = buildUser({ id: 'admin-1', role: 'admin', name: 'Елена Димитрова' });
const PENDING_CASH = buildPayment({ id: 'pay-cash', childName: 'Виктория Петрова' });
const HALF_REFUNDED = buildPayment({
  id: 'pay-card',
  childName: 'Никола Георгиев',
  parentName: 'Иван Георгиев',
  method: 'card',
  status: 'paid',
  refundedAmount: 4000,
});
const FULLY_REFUNDED = buildPayment({
  id: 'pay-gone',
  childName: 'Ема Колева',
  method: 'card',
  status: 'refunded',
  refundedAmount: 8000,
});

describe('admin billing tab', () => {
  it('lists payments with their actions and refunded share, filters them and keeps the section in the address', async () => {
    const api = mockApi({
      'GET /api/me': buildMe(admin),
      'GET /api/admin/athletes': [],
      'GET /api/payments': ({ url }) =>
        buildPaymentList(
          url.searchParams.get('status') === 'pending' ? [PENDING_CASH] : [PENDING_CASH, HALF_REFUNDED, FULLY_REFUNDED],
        ),
      'GET /api/payments/pending-validation': [PENDING_CASH],
    });
    const { router } = await renderRoute('/admin?tab=billing');

    // The first visit loads the lazy admin page, which takes a while on a cold test run.
    const list = await screen.findByRole('list', { name: 'Плащания' }, { timeout: 10_000 });
    const rows = within(list).getAllByRole('listitem');
    expect(
      within(rows[0] as HTMLElement).getByRole('button', { name: 'Потвърди плащането на Виктория Петрова' }),
    ).toBeInTheDocument();
    expect(
      within(rows[0] as HTMLElement).getByRole('button', { name: 'Не е получено: плащане за Виктория Петрова' }),
    ).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).queryByRole('button', { name: /Възстанови/ })).not.toBeInTheDocument();
    expect(
      within(rows[1] as HTMLElement).getByRole('button', { name: 'Възстанови плащането на Никола Георгиев' }),
    ).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText(/^възстановени 40,00\sлв\. \(50%\)$/)).toBeInTheDocument();
    // Nothing is left to do with a refunded payment but record new money for the same child and class.
    expect(
      within(rows[2] as HTMLElement)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Запиши плащане за Ема Колева']);

    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Състояние' }), 'pending');
    await user.click(screen.getByRole('button', { name: 'Последните 30 дни' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    const last = api.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.startsWith('/api/payments?'))
      .pop();
    expect(last).toContain('status=pending');
    expect(last).toContain('range=30');

    await user.click(screen.getByRole('tab', { name: 'Чакат потвърждение' }));
    expect(await screen.findByRole('list', { name: 'Плащания, които чакат потвърждение' })).toBeInTheDocument();
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('tab')).toBe('billing');
    expect(params.get('section')).toBe('awaiting');
    expect(params.get('status')).toBeNull();
  }, 20_000);
});
