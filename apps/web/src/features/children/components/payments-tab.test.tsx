import type { ChildPayment } from '@swim/shared/api/children';
import { findLatinWords, findRawValues } from '@swim/shared/raw-values';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { PaymentsTab } from './payments-tab';

const PAYMENTS: ChildPayment[] = [
  {
    id: 'c830cbfe-1f0e-4a2b-9d3c-5e6f7a8b9c0d',
    number: 'PM-2026-000123',
    createdAt: '2026-11-01T18:03:00.000Z',
    amount: 16000,
    currency: 'BGN',
    method: 'card',
    billingPeriod: '2026-11',
    parentNotes: null,
    status: 'paid',
    refundedAmount: 500,
  },
  {
    id: 'd830cbfe-1f0e-4a2b-9d3c-5e6f7a8b9c0d',
    number: 'PM-2026-000124',
    createdAt: '2026-12-01T09:30:00.000Z',
    amount: 4800,
    currency: 'BGN',
    method: null,
    billingPeriod: '2026-11',
    parentNotes: null,
    status: 'pending',
    refundedAmount: 0,
  },
];

describe.each([
  ['bg', 'ноември 2026', 'С карта'],
  ['ru', 'ноябрь 2026', 'Карта'],
] as const)('a child’s payments in %s', (language, month, card) => {
  it('name each payment by its number and read the month, the method and the status in words', async () => {
    await renderWithProviders(<PaymentsTab payments={PAYMENTS} />, { language });
    const table = screen.getByRole('table');
    expect(screen.getAllByRole('cell', { name: 'PM-2026-000123' }).length).toBeGreaterThan(0);
    expect(table).toHaveTextContent(month);
    expect(table).toHaveTextContent(card);
    expect(findRawValues(document.body.textContent ?? '')).toEqual([]);
    expect(findLatinWords(document.body.textContent ?? '')).toEqual([]);
  });
});
