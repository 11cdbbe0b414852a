import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { mockApi, reply } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { buildPayment, PAYMENT_ID } from '../test/fixtures';
import { ValidatePaymentDialog } from './validate-payment-dialog';

const VALIDATE_PATH = `POST /api/payments/${PAYMENT_ID}/validate`;
const PENDING = buildPayment({ method: 'bank_transfer', parentNotes: 'Преведено от сметката на бащата' });

async function openDialog(answer: unknown, payment = PENDING) {
  const fetchSpy = mockApi({ [VALIDATE_PATH]: answer });
  await renderWithProviders(
    <>
      <ValidatePaymentDialog payment={payment} />
      <Toaster />
    </>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Потвърди плащането на Виктория Петрова' }));
  const dialog = screen.getByRole('dialog', { name: 'Потвърждаване на плащане' });
  const posts = () => fetchSpy.mock.calls.filter(([, init]) => init?.method === 'POST');
  return { user, dialog, posts };
}

describe('ValidatePaymentDialog', () => {
  it('shows the payment, confirms it and closes', async () => {
    const { user, dialog, posts } = await openDialog({ ...PENDING, status: 'validated' });
    for (const text of [
      'Виктория Петрова',
      'Мария Петрова',
      'Начинаещи (7–10 г.)',
      'ноември 2026',
      'Банков превод',
      'Преведено от сметката на бащата',
    ]) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    expect(within(dialog).getByText(/^80,00\sлв\.$/)).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/Бележка/), 'Проверено в банката');
    await user.click(within(dialog).getByRole('button', { name: 'Потвърди плащането' }));

    expect(await screen.findByText('Плащането е потвърдено')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posts()).toHaveLength(1);
    expect(JSON.parse(String(posts()[0]?.[1]?.body))).toEqual({ note: 'Проверено в банката' });
  });

  it('shows staff how a priced-down amount was made up', async () => {
    // A child's second class: the 8-session plan's 80.00 less the club's 5.00.
    const discounted = buildPayment({
      ...PENDING,
      amount: 7500,
      listAmount: 8000,
      priceLines: [{ kind: 'secondClass', amount: -500, rule: { kind: 'amount', value: 500 } }],
    });
    const { dialog } = await openDialog({ ...discounted, status: 'validated' }, discounted);
    const breakdown = within(dialog).getByRole('table', { name: 'Как се формира сумата' });
    const rows = within(breakdown)
      .getAllByRole('row')
      .map((row) => (row.textContent ?? '').replace(/\s+/g, ' '));
    expect(rows).toEqual([
      'Цена на плана80,00 лв.',
      'Отстъпка за втора група на детето (5,00 лв.)-5,00 лв.',
      'Общо75,00 лв.',
    ]);
  });

  it('says why a payment cannot be confirmed and stays open', async () => {
    const { user, dialog } = await openDialog(
      reply(409, { error: { code: 'PAYMENT_NOT_VALIDATABLE', message: 'already validated' } }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Потвърди плащането' }));

    expect(await screen.findByText('Плащането не беше потвърдено')).toBeInTheDocument();
    expect(screen.getByText('Може да се потвърди само чакащо плащане в брой или с банков превод.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
