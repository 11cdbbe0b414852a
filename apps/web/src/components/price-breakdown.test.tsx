import type { PeriodPrice } from '@swim/shared/period-price';
import { findRawValues } from '@swim/shared/raw-values';
import { screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_PRICING } from '@swim/shared/period-price';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../test/mock-api';
import { renderWithProviders } from '../test/render';
import { PriceBreakdown } from './price-breakdown';

// An unlimited plan of 190.00 a month for a class meeting 8 times in November; the child starts on the 12th with 5
// sessions left: 190.00 × 5/8 = 118.75 (71.25 off), then a 10% second-child discount on that, 11.875 -> 11.88.
const FIRST_MONTH_SECOND_CHILD: PeriodPrice = {
  listAmount: 19000,
  lines: [
    { kind: 'firstPeriod', amount: -7125, startsOn: '2026-11-12', sessionsLeft: 5, sessionsInPeriod: 8 },
    { kind: 'secondChild', amount: -1188, rule: { kind: 'percent', value: 10 } },
  ],
  amount: 10687,
};

// A whole month of a 12-session plan (120.00) for a child's second class, 5.00 off.
const SECOND_CLASS: PeriodPrice = {
  listAmount: 12000,
  lines: [{ kind: 'secondClass', amount: -500, rule: { kind: 'amount', value: 500 } }],
  amount: 11500,
};

// January 2027 of an unlimited plan (189.99) after a winter break closed 4 of the class's 10 December sessions:
// 189.99 × 4/10 = 75.996 → 76.00 off (ADR 0040).
const AFTER_CLOSURE: PeriodPrice = {
  listAmount: 18999,
  lines: [{ kind: 'closure', amount: -7600, period: '2026-12', sessionsClosed: 4, sessionsInPeriod: 10 }],
  amount: 11399,
};

const normalize = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/** Each row of the table as [what, how much], in the words a reader gets. */
function rowsOf(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .map((row) => [
      normalize(within(row).getByRole('rowheader').textContent),
      normalize(within(row).getByRole('cell').textContent),
    ]);
}

async function renderPrice(price: PeriodPrice, language: string) {
  await renderWithProviders(<PriceBreakdown caption="Сумата" currency="BGN" {...price} />, { language });
  return screen.getByRole('table', { name: 'Сумата' });
}

describe('PriceBreakdown', () => {
  it('lists the plan price, the first month share and the family discount, then the total, in Bulgarian', async () => {
    const table = await renderPrice(FIRST_MONTH_SECOND_CHILD, 'bg');
    expect(rowsOf(table)).toEqual([
      ['Цена на плана', '190,00 лв.'],
      ['Първи месец: 5 от 8 занимания до края на месеца (от 12 ноември)', '-71,25 лв.'],
      ['Отстъпка за второ дете (10%)', '-11,88 лв.'],
      ['Общо', '106,87 лв.'],
    ]);
    expect(findRawValues(table.textContent ?? '')).toEqual([]);
  });

  it('reads the first month in Russian with the month in the genitive and the sessions counted', async () => {
    const table = await renderPrice(FIRST_MONTH_SECOND_CHILD, 'ru');
    expect(rowsOf(table)).toEqual([
      ['Цена тарифа', '190,00 лв.'],
      ['Первый месяц: 5 из 8 занятий до конца месяца (с 12 ноября)', '-71,25 лв.'],
      ['Скидка за второго ребёнка (10 %)', '-11,88 лв.'],
      ['Итого', '106,87 лв.'],
    ]);
  });

  it('shows an amount discount as money', async () => {
    const table = await renderPrice(SECOND_CLASS, 'en');
    expect(rowsOf(table)).toEqual([
      ['Plan price', 'BGN 120.00'],
      ["Discount for the child's second class (BGN 5.00)", '-BGN 5.00'],
      ['Total', 'BGN 115.00'],
    ]);
  });

  it.each([
    ['bg', 'Затворен басейн: 4 от 10 занимания за декември 2026', '-76,00 лв.', '113,99 лв.'],
    ['en', 'Closure: 4 of 10 sessions in December 2026 not held', '-BGN 76.00', 'BGN 113.99'],
    ['ru', 'Бассейн закрыт: 4 из 10 занятий за декабрь 2026', '-76,00 лв.', '113,99 лв.'],
  ])('names the closed month and its sessions in %s', async (language, label, off, total) => {
    const table = await renderPrice(AFTER_CLOSURE, language);
    expect(rowsOf(table).slice(1)).toEqual([
      [label, off],
      [rowsOf(table).at(-1)?.[0], total],
    ]);
    // Cell by cell: the table's text run together would read the year and the amount as one value.
    expect(findRawValues(rowsOf(table).flat().join(' | '))).toEqual([]);
  });

  // The club's dual display on: every amount a parent reads, the discount's own amount in its label too, in both
  // currencies alike. By hand: 120.00 € × 1.95583 = 234.6996 → 234,70 лв.; 5.00 € → 9.77915 → 9,78 лв.;
  // 115.00 € → 224.92045 → 224,92 лв.
  it.each([
    ['bg', 'Отстъпка за втора група на детето (5,00 € / 9,78 лв.)', '-5,00 € / -9,78 лв.', '115,00 € / 224,92 лв.'],
    ['en', "Discount for the child's second class (€5.00 / BGN 9.78)", '-€5.00 / -BGN 9.78', '€115.00 / BGN 224.92'],
    ['ru', 'Скидка за вторую группу ребёнка (5,00 € / 9,78 лв.)', '-5,00 € / -9,78 лв.', '115,00 € / 224,92 лв.'],
  ])(
    'writes an amount discount in both currencies when the club shows both (%s)',
    async (language, label, off, total) => {
      const settings = {
        name: { bg: 'Делфин' },
        address: { bg: 'София' },
        phone: '+359 888 123 456',
        email: 'info@delfin-swim.bg',
        officeHours: Array.from({ length: 7 }, () => null),
        bank: { holder: 'Делфин', iban: 'BG80 BNBG 9661 1020 3456 78', bic: 'BNBGBGSD', bank: 'БНБ' },
        pricing: DEFAULT_PRICING,
        dualDisplay: true,
      };
      const api = mockApi({ 'GET /api/club/settings': settings });
      await renderWithProviders(<PriceBreakdown caption="Сумата" currency="EUR" {...SECOND_CLASS} />, { language });
      const table = screen.getByRole('table', { name: 'Сумата' });
      await waitFor(() => expect(api).toHaveBeenCalled());
      await waitFor(() => expect(rowsOf(table)[1]?.[0]).toBe(label));
      expect(rowsOf(table)).toEqual([
        [rowsOf(table)[0]?.[0], language === 'en' ? '€120.00 / BGN 234.70' : '120,00 € / 234,70 лв.'],
        [label, off],
        [rowsOf(table)[2]?.[0], total],
      ]);
    },
  );
});
