import type { Payment } from '@swim/shared/api/payments';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { mockApi, reply } from '../test/mock-api';
import { renderWithProviders } from '../test/render';
import { type RejectablePayment, RejectPaymentDialog } from './reject-payment-dialog';

const PAYMENT: RejectablePayment = {
  id: '66666666-6666-4666-8666-666666666666',
  childName: 'Виктория Петрова',
  amount: 8000,
  currency: 'EUR',
  method: 'bank_transfer',
  billingPeriod: '2026-11',
};
const REJECT_PATH = `POST /api/payments/${PAYMENT.id}/reject`;
const REJECTED: Payment = {
  ...PAYMENT,
  number: 'PM-2026-000123',
  createdAt: '2026-11-03T09:15:00.000Z',
  childId: '33333333-3333-4333-8333-333333333333',
  enrollmentId: '55555555-5555-4555-8555-555555555555',
  classTitle: { bg: 'Начинаещи' },
  parentName: 'Мария Петрова',
  listAmount: null,
  priceLines: [],
  parentNotes: null,
  status: 'failed',
  refundedAmount: 0,
  kind: 'plan',
  subscriptionId: null,
  paidAt: null,
  validatedAt: null,
  validatedByName: null,
};

async function openDialog(answer: unknown) {
  const fetchSpy = mockApi({ [REJECT_PATH]: answer });
  await renderWithProviders(
    <>
      <RejectPaymentDialog payment={PAYMENT} />
      <Toaster />
    </>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Не е получено: плащане за Виктория Петрова' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Неполучено плащане' });
  const posts = () =>
    fetchSpy.mock.calls.filter(([, init]) => init?.method === 'POST').map(([, init]) => JSON.parse(String(init?.body)));
  return { user, dialog, posts };
}

describe('RejectPaymentDialog', () => {
  it('asks for the reason the parent will read, then marks the payment and closes', async () => {
    const { user, dialog, posts } = await openDialog(REJECTED);
    expect(within(dialog).getByText('Виктория Петрова · ноември 2026 · Банков превод · 80,00 €')).toBeInTheDocument();
    const submit = within(dialog).getByRole('button', { name: 'Отбележи като неполучено' });
    await user.click(submit);
    expect(within(dialog).getByText('Напишете защо плащането не е прието')).toBeInTheDocument();
    expect(posts()).toEqual([]);

    await user.type(within(dialog).getByLabelText('Причина'), '  Преводът не е пристигнал  ');
    await user.click(submit);
    expect(await screen.findByText('Отбелязано като неполучено')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(posts()).toEqual([{ reason: 'Преводът не е пристигнал' }]);
  });

  it('says why a payment cannot be marked and stays open', async () => {
    const { user, dialog } = await openDialog(
      reply(409, { error: { code: 'PAYMENT_NOT_REJECTABLE', message: 'already validated' } }),
    );
    await user.type(within(dialog).getByLabelText('Причина'), 'Не е платено');
    await user.click(within(dialog).getByRole('button', { name: 'Отбележи като неполучено' }));
    expect(await screen.findByText('Плащането не беше отбелязано')).toBeInTheDocument();
    expect(
      screen.getByText('Само чакащо плащане в брой или с банков превод може да се отбележи като неполучено.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});
