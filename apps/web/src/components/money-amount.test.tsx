import type { Currency } from '@swim/shared/enums';
import { DEFAULT_PRICING } from '@swim/shared/period-price';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFormatMoney } from '../hooks/use-format-money';
import { mockApi } from '../test/mock-api';
import { renderWithProviders } from '../test/render';
import { MoneyAmount } from './money-amount';

const SETTINGS = {
  name: { bg: 'Делфин' },
  address: { bg: 'София' },
  phone: '+359 888 123 456',
  email: 'info@delfin-swim.bg',
  officeHours: Array.from({ length: 7 }, () => null),
  bank: { holder: 'Делфин', iban: 'BG80 BNBG 9661 1020 3456 78', bic: 'BNBGBGSD', bank: 'БНБ' },
  pricing: DEFAULT_PRICING,
};

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

function Price({ amount, currency }: { amount: number; currency: Currency }) {
  const formatPrice = useFormatMoney();
  return (
    <>
      <p data-testid="amount">
        <MoneyAmount amount={amount} currency={currency} />
      </p>
      <p data-testid="text">{formatPrice(amount, currency)}</p>
    </>
  );
}

async function show(amount: number, currency: Currency, language: 'bg' | 'en' | 'ru', dualDisplay: boolean) {
  const api = mockApi({ 'GET /api/club/settings': { ...SETTINGS, dualDisplay } });
  await renderWithProviders(<Price amount={amount} currency={currency} />, { language });
  // The settings have answered once the request was made and the page has settled on them.
  await waitFor(() => expect(api).toHaveBeenCalled());
  await new Promise((resolve) => setTimeout(resolve, 0));
  return {
    amount: () => plain(screen.getByTestId('amount').textContent),
    text: () => plain(screen.getByTestId('text').textContent),
  };
}

// 80.00 € × 1.95583 = 156.4664 лв.; 80.00 лв. / 1.95583 = 40.903… €: by hand.
const DUAL = {
  bg: { EUR: '80,00 € / 156,47 лв.', BGN: '80,00 лв. / 40,90 €' },
  en: { EUR: '€80.00 / BGN 156.47', BGN: 'BGN 80.00 / €40.90' },
  ru: { EUR: '80,00 € / 156,47 лв.', BGN: '80,00 лв. / 40,90 €' },
} as const;
const OFF = {
  bg: { EUR: '80,00 €', BGN: '80,00 лв. (40,90 €)' },
  en: { EUR: '€80.00', BGN: 'BGN 80.00 (€40.90)' },
  ru: { EUR: '80,00 €', BGN: '80,00 лв. (40,90 €)' },
} as const;
const OFF_TEXT = {
  bg: { EUR: '80,00 €', BGN: '80,00 лв.' },
  en: { EUR: '€80.00', BGN: 'BGN 80.00' },
  ru: { EUR: '80,00 €', BGN: '80,00 лв.' },
} as const;

describe('MoneyAmount and useFormatMoney', () => {
  for (const language of ['bg', 'en', 'ru'] as const) {
    it(`with dual display on, write every price in both currencies alike (${language})`, async () => {
      for (const currency of ['EUR', 'BGN'] as const) {
        const view = await show(8000, currency, language, true);
        await waitFor(() => expect(view.amount()).toBe(DUAL[language][currency]));
        expect(view.text()).toBe(DUAL[language][currency]);
        // Same size and style: one run of text, no smaller second part.
        expect(screen.getByTestId('amount').querySelectorAll('span span')).toHaveLength(0);
        cleanup();
      }
    });

    it(`with dual display off, write a euro price alone and a lev amount with its smaller euro equivalent (${language})`, async () => {
      for (const currency of ['EUR', 'BGN'] as const) {
        const view = await show(8000, currency, language, false);
        expect(view.amount()).toBe(OFF[language][currency]);
        // In running text (a button's label, a sentence) an amount stands alone.
        expect(view.text()).toBe(OFF_TEXT[language][currency]);
        cleanup();
      }
    });
  }
});
