import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { MoneyAmount } from './money-amount';

describe('MoneyAmount', () => {
  it('shows a euro amount alone, as each language writes euros', async () => {
    await renderWithProviders(
      <p data-testid="amount">
        <MoneyAmount amount={7200} currency="EUR" />
      </p>,
    );
    expect(screen.getByTestId('amount').textContent).toMatch(/^72,00\s€$/);
  });

  it('shows an amount in leva with its euro equivalent at the fixed rate (80.00 / 1.95583 = 40.903…)', async () => {
    await renderWithProviders(
      <p data-testid="amount">
        <MoneyAmount amount={8000} currency="BGN" />
      </p>,
      {
        language: 'en',
      },
    );
    expect(screen.getByTestId('amount').textContent).toMatch(/^BGN\s80\.00 \(€40\.90\)$/);
  });
});
