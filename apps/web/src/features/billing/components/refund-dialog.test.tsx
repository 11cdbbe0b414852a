import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { mockApi, reply } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { buildPayment, PAYMENT_ID } from '../test/fixtures';
import { RefundDialog } from './refund-dialog';

const REFUND_PATH = `POST /api/payments/${PAYMENT_ID}/refunds`;
const PAID = buildPayment({ status: 'paid', method: 'card', amount: 8000, paidAt: '2026-11-03T09:16:00.000Z' });

async function openDialog({
  payment = PAID,
  answer = { ...PAID, refundedAmount: 4000 } as unknown,
  language = 'bg',
} = {}) {
  const fetchSpy = mockApi({ [REFUND_PATH]: answer });
  await renderWithProviders(
    <>
      <RefundDialog payment={payment} />
      <Toaster />
    </>,
    { language },
  );
  const user = userEvent.setup();
  const trigger =
    language === 'en' ? 'Refund the payment of Виктория Петрова' : 'Възстанови плащането на Виктория Петрова';
  await user.click(screen.getByRole('button', { name: trigger }));
  const amount = screen.getByLabelText(language === 'en' ? 'Amount to refund' : 'Сума за възстановяване');
  const posts = () => fetchSpy.mock.calls.filter(([, init]) => init?.method === 'POST');
  return { user, amount, posts };
}

describe('RefundDialog', () => {
  it('starts from the remaining amount and shows a partial amount as a percentage of the payment', async () => {
    const { user, amount } = await openDialog({ payment: { ...PAID, refundedAmount: 2000 } });
    expect(amount).toHaveValue('60,00');
    expect(screen.getByText('60,00 лв.', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('75% от 80,00 лв.: цялата оставаща сума')).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '40,00');
    expect(screen.getByText('50% от 80,00 лв.')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '26.67');
    expect(screen.getByText('33,3% от 80,00 лв.')).toBeInTheDocument();
  });

  it('refuses an amount above what is left to refund and sends nothing', async () => {
    const { user, amount, posts } = await openDialog({ payment: { ...PAID, refundedAmount: 2000 } });
    await user.clear(amount);
    await user.type(amount, '70');
    expect(screen.getByText('Може да се възстановят най-много 60,00 лв.')).toBeInTheDocument();
    expect(amount).toBeInvalid();

    await user.selectOptions(screen.getByLabelText('Причина'), 'duplicate');
    await user.click(screen.getByRole('button', { name: 'Възстанови' }));
    expect(posts()).toHaveLength(0);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('asks for a reason before refunding', async () => {
    const { user, posts } = await openDialog();
    await user.click(screen.getByRole('button', { name: /^Възстанови 80,00\sлв\.$/ }));
    expect(screen.getByText('Моля, изберете причина')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });

  it('sends the amount in minor units with the reason, then closes', async () => {
    const { user, amount, posts } = await openDialog();
    await user.clear(amount);
    await user.type(amount, '40.5');
    await user.selectOptions(screen.getByLabelText('Причина'), 'Двойно плащане');
    await user.click(screen.getByRole('button', { name: /^Възстанови 40,50\sлв\.$/ }));

    expect(await screen.findByText('Сумата е възстановена')).toBeInTheDocument();
    expect(JSON.parse(String(posts()[0]?.[1]?.body))).toEqual({ amount: 4050, reason: 'duplicate' });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("shows 'Refund Failed' with the server's reason and keeps the dialog open", async () => {
    const { user } = await openDialog({
      language: 'en',
      answer: reply(409, { error: { code: 'REFUND_TOO_LARGE', message: 'too large' } }),
    });
    await user.selectOptions(screen.getByLabelText('Reason'), 'requested_by_customer');
    await user.click(screen.getByRole('button', { name: /^Refund BGN\s80\.00$/ }));

    expect(await screen.findByText('Refund Failed')).toBeInTheDocument();
    expect(screen.getByText('The refund is larger than what is left to refund.')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('shows what of the earlier refunds the card provider has not confirmed yet', async () => {
    await openDialog({ payment: { ...PAID, refundedAmount: 3000, refundPending: 3000 } });
    expect(screen.getByText('Вече възстановено')).toBeInTheDocument();
    expect(screen.getByText('От тях чакат доставчика на картови плащания')).toBeInTheDocument();
    expect(screen.getAllByText('30,00 лв.', { selector: 'dd' })).toHaveLength(2);
    expect(screen.getByText('50,00 лв.', { selector: 'dd' })).toBeInTheDocument();
  });

  it('says a card refund was sent to the provider, not done, when the provider has not confirmed it', async () => {
    const { user } = await openDialog({
      language: 'en',
      answer: { ...PAID, refundedAmount: 8000, status: 'refunded', refundPending: 8000 },
    });
    await user.selectOptions(screen.getByLabelText('Reason'), 'requested_by_customer');
    await user.click(screen.getByRole('button', { name: /^Refund BGN\s80\.00$/ }));
    expect(await screen.findByText('Refund sent to the card provider')).toBeInTheDocument();
    expect(
      screen.getByText(/^BGN\s80\.00 for Виктория Петрова goes back once the card provider confirms it\.$/),
    ).toBeInTheDocument();
    expect(screen.queryByText('Refund issued')).not.toBeInTheDocument();
  });

  it('uses the Bulgarian title for a failed refund', async () => {
    const { user } = await openDialog({ answer: reply(502, { error: { code: 'PROVIDER_ERROR', message: 'down' } }) });
    await user.selectOptions(screen.getByLabelText('Причина'), 'fraudulent');
    await user.click(screen.getByRole('button', { name: /^Възстанови 80,00\sлв\.$/ }));
    expect(await screen.findByText('Възстановяването е неуспешно')).toBeInTheDocument();
  });
});
