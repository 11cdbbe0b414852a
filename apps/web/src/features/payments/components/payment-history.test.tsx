import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { buildPayment } from '../test/payment-fixtures';
import { PaymentHistory } from './payment-history';

// The parent's card payment of 80,00 лв.: 30,00 лв. refunded by the club, the card provider has not confirmed it yet.
const WAITING = buildPayment({ status: 'paid', refundedAmount: 3000, refundPending: 3000 });

async function renderHistory(payments = [WAITING], language = 'bg') {
  mockApi({});
  await renderWithProviders(<PaymentHistory payments={payments} />, { language });
}

describe('PaymentHistory', () => {
  it('tells the parent a refund is not confirmed by the card provider yet, on the phone card and in the table', async () => {
    await renderHistory();
    // Both layouts are in the page; CSS shows one of them.
    expect(screen.getAllByText(/^Връщането на 30,00\sлв\. още не е потвърдено от картовия оператор$/)).toHaveLength(2);
  });

  it('reads right in English and says nothing of the provider for a refund it confirmed', async () => {
    await renderHistory(
      [WAITING, buildPayment({ id: 'pay-2', status: 'refunded', refundedAmount: 8000, refundPending: 0 })],
      'en',
    );
    expect(screen.getAllByText(/^Refund of BGN\s30\.00 not yet confirmed by the card provider$/)).toHaveLength(2);
    expect(screen.getAllByText(/not yet confirmed/)).toHaveLength(2);
  });
});
