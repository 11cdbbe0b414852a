import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { buildPayment } from '../test/payment-fixtures';
import { PaymentHistory } from './payment-history';

const PAYMENTS = [
  buildPayment({ id: 'paid-1', number: 'PM-2026-000041', status: 'paid', paidAt: '2026-11-03T09:20:00.000Z' }),
  buildPayment({ id: 'cash-2', number: 'PM-2026-000042', status: 'validated', method: 'cash' }),
  buildPayment({ id: 'wait-3', number: 'PM-2026-000043', status: 'pending', method: 'bank_transfer' }),
  buildPayment({ id: 'fail-4', number: 'PM-2026-000044', status: 'failed' }),
];

describe('the payment confirmation link', () => {
  it('is offered for a paid or validated payment, in the reader’s language, and never for a pending or failed one', async () => {
    await renderWithProviders(<PaymentHistory payments={PAYMENTS} />);
    // The table (wide screens) and the cards (phones) each offer it.
    const paid = screen.getAllByRole('link', { name: 'Потвърждение за плащане PM-2026-000041 (PDF)' });
    expect(paid).toHaveLength(2);
    for (const link of paid) {
      expect(link).toHaveAttribute('href', '/api/payments/paid-1/confirmation.pdf?lang=bg');
      expect(link).toHaveTextContent('Потвърждение (PDF)');
    }
    expect(screen.getAllByRole('link', { name: 'Потвърждение за плащане PM-2026-000042 (PDF)' })).toHaveLength(2);
    expect(screen.queryByRole('link', { name: /PM-2026-000043|PM-2026-000044/ })).toBeNull();
    expect(within(screen.getByRole('table')).getAllByRole('link')).toHaveLength(2);
  });

  it('asks for the document in English when the page is in English', async () => {
    await renderWithProviders(<PaymentHistory payments={PAYMENTS.slice(0, 1)} />, { language: 'en' });
    const [link] = screen.getAllByRole('link', { name: 'Confirmation of payment PM-2026-000041 (PDF)' });
    expect(link).toHaveAttribute('href', '/api/payments/paid-1/confirmation.pdf?lang=en');
    expect(link).toHaveTextContent('Confirmation (PDF)');
  });
});
