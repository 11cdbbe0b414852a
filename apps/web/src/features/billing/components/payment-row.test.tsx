import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { buildPayment } from '../test/fixtures';
import { PaymentRow } from './payment-row';

// A card payment of 80,00 лв.: 30,00 лв. refunded, of which the card provider has not confirmed 30,00 лв. yet.
const WAITING = buildPayment({ method: 'card', status: 'paid', refundedAmount: 3000, refundPending: 3000 });

async function renderRow(payment = WAITING, language = 'bg') {
  mockApi({});
  await renderWithProviders(
    <ul aria-label="payments">
      <PaymentRow payment={payment} />
    </ul>,
    { language },
  );
  return within(screen.getByRole('listitem'));
}

describe('PaymentRow', () => {
  it('says in words, beside the refunded share, that a refund is still pending at the card provider', async () => {
    const row = await renderRow();
    expect(row.getByText(/^възстановени 30,00\sлв\. \(37,5%\)$/)).toBeInTheDocument();
    expect(
      row.getByText(/^Връщане на 30,00\sлв\.: чака потвърждение от доставчика на картови плащания$/),
    ).toBeInTheDocument();
  });

  it('reads the same in English', async () => {
    const row = await renderRow(WAITING, 'en');
    expect(row.getByText(/^Refund of BGN\s30\.00 pending at the card provider$/)).toBeInTheDocument();
  });

  it('says nothing of the provider once every refund is final', async () => {
    const row = await renderRow({ ...WAITING, refundPending: 0 }, 'en');
    expect(row.getByText(/^BGN\s30\.00 refunded \(37\.5%\)$/)).toBeInTheDocument();
    expect(row.queryByText(/card provider/)).not.toBeInTheDocument();
  });
});
