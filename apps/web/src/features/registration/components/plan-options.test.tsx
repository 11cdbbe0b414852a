import type { EnrollmentPrices } from '@swim/shared/api/payments';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildClassOption } from '../../../test/parent-fixtures';
import { renderWithProviders } from '../../../test/render';
import { PlanOptions } from './plan-options';

// The fixture class meets three times a week; the server priced 8 and 12 sessions and unlimited, which saves 10.00
// for a child at every class and is the best value.
describe('PlanOptions', () => {
  it('explains the plans offered, shows the saving and marks the best value', async () => {
    await renderWithProviders(
      <>
        <h2 id="plans-title">Изберете план</h2>
        <PlanOptions option={buildClassOption()} value={null} onChange={() => {}} labelledBy="plans-title" />
      </>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Изберете план' });
    expect(group).toHaveAccessibleDescription(
      'Тренировки седмично: 3, значи поне 12 всеки месец. Предлагаме само планове, които могат да се използват изцяло.',
    );
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'pool_8',
      'pool_12',
      'pool_monthly',
    ]);
    const unlimited = screen.getByRole('radio', { name: 'Неограничен месечен' });
    expect(unlimited).toHaveAccessibleDescription(/Най-изгодно, ако посещавате всички тренировки/);
    expect(unlimited).toHaveAccessibleDescription(/Спестявате 10,00\sлв\. спрямо плащане на всяка тренировка/);
    expect(screen.getByRole('radio', { name: '12 посещения месечно' })).not.toHaveAccessibleDescription(
      /Спестявате|Най-изгодно/,
    );
  });

  it("shows a parent's second child the family discount and the first month's share on each plan", async () => {
    // A second child, 10% off, starting on 19 November with 6 of the month's 13 sessions left (2000 a session).
    // 8 sessions: 6 × 20.00 = 120.00, less 10% = 108.00; a whole month 160.00 less 10% = 144.00.
    // Unlimited: 250.00 × 6/13 = 115.38, less 11.54 = 103.84; a whole month 250.00 less 10% = 225.00.
    const prices: EnrollmentPrices = {
      firstPeriod: '2026-11',
      nextPeriod: '2026-12',
      firstPeriodProRata: true,
      plans: [
        {
          planType: 'pool_8',
          currency: 'BGN',
          first: {
            listAmount: 16000,
            lines: [
              { kind: 'firstPeriod', amount: -4000, startsOn: '2026-11-19', sessionsLeft: 6, sessionsInPeriod: 13 },
              { kind: 'secondChild', amount: -1200, rule: { kind: 'percent', value: 10 } },
            ],
            amount: 10800,
          },
          next: {
            listAmount: 16000,
            lines: [{ kind: 'secondChild', amount: -1600, rule: { kind: 'percent', value: 10 } }],
            amount: 14400,
          },
        },
        {
          planType: 'pool_monthly',
          currency: 'BGN',
          first: {
            listAmount: 25000,
            lines: [
              { kind: 'firstPeriod', amount: -13462, startsOn: '2026-11-19', sessionsLeft: 6, sessionsInPeriod: 13 },
              { kind: 'secondChild', amount: -1154, rule: { kind: 'percent', value: 10 } },
            ],
            amount: 10384,
          },
          next: {
            listAmount: 25000,
            lines: [{ kind: 'secondChild', amount: -2500, rule: { kind: 'percent', value: 10 } }],
            amount: 22500,
          },
        },
      ],
    };
    await renderWithProviders(
      <>
        <h2 id="plans-title">Изберете план</h2>
        <PlanOptions
          option={buildClassOption()}
          prices={prices}
          value={null}
          onChange={() => {}}
          labelledBy="plans-title"
        />
      </>,
    );
    const eight = screen.getByRole('radio', { name: '8 посещения месечно' });
    expect(eight).toHaveAccessibleDescription(/Семейна отстъпка: 10% за второ дете – 144,00\sлв\. на месец/);
    expect(eight).toHaveAccessibleDescription(/За ноември: 108,00\sлв\. \(остават 6 от 13 занимания\)/);
    const unlimited = screen.getByRole('radio', { name: 'Неограничен месечен' });
    expect(unlimited).toHaveAccessibleDescription(/Семейна отстъпка: 10% за второ дете – 225,00\sлв\. на месец/);
    expect(unlimited).toHaveAccessibleDescription(/За ноември: 103,84\sлв\. \(остават 6 от 13 занимания\)/);
    // The list price, the saving and the best value stay as they were.
    expect(unlimited).toHaveAccessibleDescription(/250,00\sлв\./);
    expect(unlimited).toHaveAccessibleDescription(/Спестявате 10,00\sлв\. спрямо плащане на всяка тренировка/);
    // A plan the answer does not price shows its list price alone.
    expect(screen.getByRole('radio', { name: '12 посещения месечно' })).not.toHaveAccessibleDescription(
      /отстъпка|За ноември/,
    );
  });
});
