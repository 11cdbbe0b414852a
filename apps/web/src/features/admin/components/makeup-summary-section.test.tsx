// The "Make-ups" section of the admin's analytics: the credits per month read with month names (never 'YYYY-MM'),
// this month first, each count under its column's name, and the classes' make-up guests and free places over the
// window named in words; no code, UUID or English in Bulgarian or Russian.
import type { MakeupSummary } from '@swim/shared/api/makeup-admin';
import { findLatinWords, findRawValues } from '@swim/shared/raw-values';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMe, buildUser, mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';

const admin = buildUser({ id: 'admin-1', role: 'admin', name: 'Елена Димитрова' });

const month = (m: string, issued: [number, number, number], used: number, expired: number, revoked: number) => ({
  month: m,
  issued: { absence: issued[0], cancellation: issued[1], manual: issued[2] },
  used,
  expired,
  revoked,
});

const SUMMARY: MakeupSummary = {
  months: [
    month('2026-06', [0, 0, 0], 0, 0, 0),
    month('2026-07', [1, 0, 0], 0, 0, 0),
    month('2026-08', [2, 0, 1], 1, 0, 0),
    month('2026-09', [4, 3, 0], 2, 1, 0),
    month('2026-10', [5, 0, 2], 3, 0, 1),
    month('2026-11', [6, 12, 1], 4, 2, 1),
  ],
  from: '2026-11-29',
  to: '2026-12-26',
  classes: [
    {
      classId: '44444444-4444-4444-8444-444444444444',
      classTitle: { bg: 'Делфинчета', ru: 'Дельфинчики' },
      locationName: { bg: 'Басейн Спартак', ru: 'Бассейн Спартак' },
      sessions: 8,
      guests: 3,
      freePlaces: 17,
    },
  ],
};

const EXPECTED = {
  bg: {
    months: ['ноември 2026', 'октомври 2026', 'септември 2026', 'август 2026', 'юли 2026', 'юни 2026'],
    november: ['За отсъствия', '6', 'За отменени занимания', '12', 'Дадени ръчно', '1'],
    caption: 'Гости на наваксване от 29 ноември до 26 декември 2026',
    classRow: ['Делфинчета', 'Басейн Спартак', 'Занимания', '8', 'Гости на наваксване', '3', 'Свободни места', '17'],
  },
  ru: {
    months: ['ноябрь 2026', 'октябрь 2026', 'сентябрь 2026', 'август 2026', 'июль 2026', 'июнь 2026'],
    november: ['За отсутствия', '6', 'За отменённые занятия', '12', 'Выданы вручную', '1'],
    caption: 'Гости на отработке с 29 ноября по 26 декабря 2026',
    classRow: ['Дельфинчики', 'Бассейн Спартак', 'Занятия', '8', 'Гости на отработке', '3', 'Свободные места', '17'],
  },
};

describe.each(['bg', 'ru'] as const)('the make-up summary in %s', (language) => {
  it('reads the months by name, this one first, and each class’s guests and free places', async () => {
    mockApi({
      'GET /api/me': buildMe(admin),
      'GET /api/admin/athletes': [],
      'GET /api/admin/analytics': { error: 'not needed' },
      'GET /api/admin/makeups/summary': SUMMARY,
    });
    await renderRoute('/admin?tab=analytics', { language });
    const section = await screen.findByRole('region', { name: language === 'bg' ? 'Наваксвания' : 'Отработки' });
    const expected = EXPECTED[language];
    const [monthsTable, classesTable] = await within(section).findAllByRole('table');
    if (!monthsTable || !classesTable) throw new Error('two tables expected');

    // A row per month, named by its row header, the current month first.
    const monthRows = within(monthsTable).getAllByRole('row').slice(1);
    expect(monthRows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(expected.months);
    expect(monthRows[0]).toHaveTextContent(expected.november.join(''));
    // The column headers name each count (used, expired, revoked after the three sources).
    expect(within(monthsTable).getAllByRole('columnheader')).toHaveLength(7);

    expect(within(classesTable).getByText(expected.caption)).toBeInTheDocument();
    const [classRow] = within(classesTable).getAllByRole('row').slice(1);
    expect(classRow).toHaveTextContent(expected.classRow.join(''));

    const text = section.textContent ?? '';
    expect(findRawValues(text)).toEqual([]);
    expect(findLatinWords(text)).toEqual([]);
    expect(text).not.toMatch(/\d{4}-\d{2}/);
  }, 30_000);
});
