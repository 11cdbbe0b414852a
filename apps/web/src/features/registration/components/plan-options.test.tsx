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
});
