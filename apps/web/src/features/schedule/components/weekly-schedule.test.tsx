// The public schedule's week as a visitor reads it (issue 26 item 5): a session moved to another day shows on both
// days (struck through on its own, at its new time among the new day's sessions), and on a phone the day buttons mark
// the days with a closed, cancelled or moved session, in words for a screen reader too.
// Calendar: the week of Monday 14 December 2026; today is that Monday.
import type { ScheduleEntry } from '@swim/shared/api/public';
import type { WeekSessionChange } from '@swim/shared/api/schedule-week';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { WeeklySchedule } from './weekly-schedule';

const entry = (over: Partial<ScheduleEntry> & Pick<ScheduleEntry, 'classId' | 'dayOfWeek' | 'startTime'>) => ({
  sessionId: `${over.classId}-${over.dayOfWeek}`,
  title: { bg: over.classId, en: over.classId },
  level: 'beginner' as const,
  durationMinutes: 45,
  lane: null,
  location: { id: 'loc-1', name: { bg: 'Басейн Дружба', en: 'Druzhba Pool' }, type: 'pool' as const },
  instructor: null,
  maxCapacity: 10,
  freePlaces: 4,
  pricePerClass: 1500,
  monthlyPrice: null,
  currency: 'EUR' as const,
  ...over,
});

// Dolphins meet on Tuesday at 17:00 and are moved to Thursday 18:00, between Seahorses (17:30) and Sharks (19:00);
// Friday's Turtles are closed for a holiday; Monday's and Wednesday's classes are held as always.
const SCHEDULE: ScheduleEntry[] = [
  entry({ classId: 'Turtles', dayOfWeek: 4, startTime: '17:00' }),
  entry({ classId: 'Sharks', dayOfWeek: 3, startTime: '19:00' }),
  entry({ classId: 'Dolphins', dayOfWeek: 1, startTime: '17:00' }),
  entry({ classId: 'Seahorses', dayOfWeek: 3, startTime: '17:30' }),
  entry({ classId: 'Minnows', dayOfWeek: 0, startTime: '16:00' }),
  entry({ classId: 'Otters', dayOfWeek: 2, startTime: '16:00' }),
];
const CHANGES: WeekSessionChange[] = [
  {
    classId: 'Dolphins',
    date: '2026-12-15',
    startTime: '17:00',
    status: 'moved',
    onDate: '2026-12-17',
    atTime: '18:00',
    reason: null,
    note: null,
  },
  {
    classId: 'Turtles',
    date: '2026-12-18',
    startTime: '17:00',
    status: 'closed',
    onDate: '2026-12-18',
    atTime: '17:00',
    reason: 'public_holiday',
    note: null,
  },
];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-14T08:00:00Z'));
  mockApi({
    'GET /api/schedule': SCHEDULE,
    'GET /api/schedule/week': ({ url }) => ({ week: url.searchParams.get('week'), changes: CHANGES }),
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The class titles of a day's panel and their times, in the order shown. */
function dayCards(day: string): string[] {
  return [...(document.getElementById(`schedule-${day}`)?.querySelectorAll('ul > li') ?? [])].map(
    (card) => `${card.querySelector('span')?.textContent} ${card.querySelectorAll('span')[1]?.textContent}`,
  );
}

describe('WeeklySchedule', () => {
  it.each([
    ['en', 'Moved from Tuesday, 17:00', 'New time: Thursday 17 December, 18:00'],
    ['bg', 'Преместено от вторник, 17:00', 'Ново време: четвъртък 17 декември, 18:00'],
    ['ru', 'Прежнее время: вторник, 17:00', 'Новое время: четверг 17 декабря, 18:00'],
  ])(
    'shows a session moved to Thursday on Thursday at its new time, and where it went on Tuesday (%s)',
    async (language, movedFrom, movedTo) => {
      await renderWithProviders(<WeeklySchedule week="2026-12-14" />, { language });
      const thursday = await screen.findByText(movedFrom);
      expect(thursday.closest('#schedule-thursday')).not.toBeNull();
      // In time order among Thursday's sessions, at its new time, not struck through.
      expect(dayCards('thursday')).toEqual(['17:30–18:15 Seahorses', '18:00–18:45 Dolphins', '19:00–19:45 Sharks']);
      const newTime = within(document.getElementById('schedule-thursday') as HTMLElement).getByText('18:00–18:45');
      expect(newTime).not.toHaveClass('line-through');
      // Its own day still shows it, struck through, with where it went.
      const tuesday = document.getElementById('schedule-tuesday') as HTMLElement;
      expect(dayCards('tuesday')).toEqual(['17:00–17:45 Dolphins']);
      expect(within(tuesday).getByText('17:00–17:45')).toHaveClass('line-through');
      expect(within(tuesday).getByText(movedTo)).toBeInTheDocument();
      expect(within(tuesday).queryByText(movedFrom)).toBeNull();
    },
  );

  it.each([
    [
      'en',
      'Choose a day',
      [
        'Mon Monday, Today',
        'Tue Tuesday, schedule changes',
        'Wed Wednesday',
        'Thu Thursday, schedule changes',
        'Fri Friday, schedule changes',
        'Sat Saturday',
        'Sun Sunday',
      ],
    ],
    [
      'bg',
      'Изберете ден',
      [
        'Пн Понеделник, Днес',
        'Вт Вторник, промени в разписанието',
        'Ср Сряда',
        'Чт Четвъртък, промени в разписанието',
        'Пт Петък, промени в разписанието',
        'Сб Събота',
        'Нд Неделя',
      ],
    ],
    [
      'ru',
      'Выберите день',
      [
        'Пн Понедельник, Сегодня',
        'Вт Вторник, изменения в расписании',
        'Ср Среда',
        'Чт Четверг, изменения в расписании',
        'Пт Пятница, изменения в расписании',
        'Сб Суббота',
        'Вс Воскресенье',
      ],
    ],
  ])('marks the phone’s day buttons whose day has a change, apart from today (%s)', async (language, legend, names) => {
    await renderWithProviders(<WeeklySchedule week="2026-12-14" />, { language });
    const days = await screen.findByRole('group', { name: legend });
    const buttons = within(days).getAllByRole('button');
    // Each named first by what it shows (WCAG 2.5.3), then the day, today, and whether it has changes.
    expect(names.map((name) => within(days).getByRole('button', { name }))).toEqual(buttons);
    // A visible mark on Tuesday (moved away), Thursday (moved in) and Friday (closed); today's dot is another.
    const marks = buttons.map((button) => button.querySelectorAll('span[aria-hidden="true"]').length);
    expect(marks).toEqual([1, 1, 0, 1, 1, 0, 0]);
    expect(buttons[0]?.querySelector('span[aria-hidden="true"]')?.className).not.toEqual(
      buttons[1]?.querySelector('span[aria-hidden="true"]')?.className,
    );
  });
});
