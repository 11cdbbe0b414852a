// The home page's schedules on a fixed day (Wednesday 23 December 2026 in Sofia): the notice lists the coming closures
// in the visitor's language, and each session the server names for this week (GET /api/schedule/week) reads "Closed"
// with the closure's reason, "Cancelled" with the club's note, or "Moved" with its new day and time; the others read
// nothing of the kind.
import type { PublicClosure } from '@swim/shared/api/closures';
import type { ScheduleEntry, UpcomingClass } from '@swim/shared/api/public';
import type { ScheduleWeek } from '@swim/shared/api/schedule-week';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildMe, mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';

const POOL = { id: 'loc-1', name: { bg: 'Басейн Дружба', en: 'Druzhba Pool' }, type: 'pool' as const };
const GARDEN = { id: 'loc-2', name: { bg: 'ДГ Слънце', en: 'Sunshine Kindergarten' }, type: 'kindergarten' as const };

function entry(
  sessionId: string,
  title: string,
  dayOfWeek: number,
  location: ScheduleEntry['location'] = POOL,
): ScheduleEntry {
  return {
    classId: `class-${sessionId}`,
    sessionId,
    title: { bg: title },
    level: 'beginner',
    dayOfWeek,
    startTime: '17:00',
    durationMinutes: 45,
    lane: null,
    location,
    instructor: null,
    maxCapacity: 10,
    freePlaces: 4,
    pricePerClass: 1500,
    monthlyPrice: null,
    currency: 'EUR',
  };
}

// Monday 21 .. Sunday 27 December. The whole club is closed 24–26, the kindergarten on Tuesday 22 only.
const WEEKLY = [
  entry('mon', 'Делфини понеделник', 0),
  entry('tue-pool', 'Делфини вторник', 1),
  entry('tue-garden', 'Малки плувци вторник', 1, GARDEN),
  entry('thu', 'Делфини четвъртък', 3),
];
const CLOSURES: PublicClosure[] = [
  {
    id: 'cl-2',
    startsOn: '2026-12-22',
    endsOn: '2026-12-22',
    location: GARDEN,
    reason: 'pool_maintenance',
    note: { bg: 'Боядисваме салона.', en: 'The hall is being painted.' },
  },
  { id: 'cl-1', startsOn: '2026-12-24', endsOn: '2026-12-26', location: null, reason: 'public_holiday', note: null },
];
const UPCOMING: UpcomingClass[] = [
  { ...entry('thu', 'Делфини четвъртък', 3), date: '2026-12-24', startsAt: '2026-12-24T15:00:00.000Z' },
];

/** The server's answer for this week: the kindergarten on Tuesday and the whole club on Thursday closed. */
const THIS_WEEK: ScheduleWeek = {
  week: '2026-12-21',
  changes: [
    {
      classId: 'class-tue-garden',
      date: '2026-12-22',
      startTime: '17:00',
      status: 'closed',
      onDate: '2026-12-22',
      atTime: '17:00',
      reason: 'pool_maintenance',
      note: CLOSURES[0]?.note ?? null,
    },
    {
      classId: 'class-thu',
      date: '2026-12-24',
      startTime: '17:00',
      status: 'closed',
      onDate: '2026-12-24',
      atTime: '17:00',
      reason: 'public_holiday',
      note: null,
    },
  ],
};

/** Each weekly slot's card, found by its class title (the upcoming card of the same class comes first). */
const weeklyCard = (title: string) => screen.getAllByText(title).at(-1)?.closest('li') as HTMLElement;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-23T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('closures on the public schedule', () => {
  it.each([
    [
      'en',
      'Closed',
      ['Closed 22 December: Pool maintenance', 'Sunshine Kindergarten', 'The hall is being painted.'],
      'Closed 24–26 December: Public holiday',
    ],
    [
      'bg',
      'Затворено',
      ['Затворено 22 декември: Профилактика на басейна', 'ДГ Слънце', 'Боядисваме салона.'],
      'Затворено 24–26 декември: Официален празник',
    ],
  ] as const)(
    'in %s: lists the closures and marks this week’s closed sessions',
    async (language, closed, first, second) => {
      mockApi({
        'GET /api/me': buildMe(null),
        'GET /api/schedule': WEEKLY,
        'GET /api/schedule/upcoming': UPCOMING,
        'GET /api/closures': CLOSURES,
        'GET /api/schedule/week': THIS_WEEK,
      });
      await renderRoute('/', { language });
      const notice = (await screen.findByRole('heading', { name: /closed on these days|басейнът е затворен/ })).closest(
        'section',
      ) as HTMLElement;
      const [local, clubWide] = within(notice).getAllByRole('listitem');
      for (const text of first)
        expect(within(local as HTMLElement).getByText(text, { exact: false })).toBeInTheDocument();
      expect(clubWide).toHaveTextContent(second);
      // The whole club's closure names no location.
      expect(clubWide).not.toHaveTextContent(/Druzhba|Дружба/);

      await screen.findByText('Делфини понеделник');
      expect(within(weeklyCard('Делфини четвъртък')).getByText(closed)).toBeInTheDocument();
      expect(within(weeklyCard('Малки плувци вторник')).getByText(closed)).toBeInTheDocument();
      expect(weeklyCard('Делфини четвъртък')).toHaveTextContent(
        language === 'en' ? 'Public holiday' : 'Официален празник',
      );
      expect(within(weeklyCard('Делфини вторник')).queryByText(closed)).not.toBeInTheDocument();
      expect(within(weeklyCard('Делфини понеделник')).queryByText(closed)).not.toBeInTheDocument();
      // The dated card of the coming days, on Thursday 24th, is closed too.
      const upcomingCard = screen.getAllByText('Делфини четвъртък')[0]?.closest('li') as HTMLElement;
      expect(within(upcomingCard).getByText(closed)).toBeInTheDocument();
    },
  );

  it('shows no notice and no badge when nothing is closed', async () => {
    mockApi({
      'GET /api/me': buildMe(null),
      'GET /api/schedule': WEEKLY,
      'GET /api/schedule/upcoming': [],
      'GET /api/closures': [],
      'GET /api/schedule/week': { week: '2026-12-21', changes: [] },
    });
    await renderRoute('/', { language: 'en' });
    await screen.findByText('Делфини четвъртък');
    expect(screen.queryByText('The pool is closed on these days')).not.toBeInTheDocument();
    expect(screen.queryByText('Closed')).not.toBeInTheDocument();
  });

  it('marks a cancelled session and a moved one with its new day and time', async () => {
    const week: ScheduleWeek = {
      week: '2026-12-21',
      changes: [
        {
          classId: 'class-mon',
          date: '2026-12-21',
          startTime: '17:00',
          status: 'cancelled',
          onDate: '2026-12-21',
          atTime: '17:00',
          reason: null,
          note: null,
        },
        {
          classId: 'class-tue-pool',
          date: '2026-12-22',
          startTime: '17:00',
          status: 'moved',
          onDate: '2026-12-23',
          atTime: '18:30',
          reason: null,
          note: null,
        },
      ],
    };
    mockApi({
      'GET /api/me': buildMe(null),
      'GET /api/schedule': WEEKLY,
      'GET /api/schedule/upcoming': [],
      'GET /api/closures': [],
      'GET /api/schedule/week': week,
    });
    await renderRoute('/', { language: 'ru' });
    await screen.findByText('Делфини понеделник');
    const monday = weeklyCard('Делфини понеделник');
    expect(within(monday).getByText('Отменено')).toBeInTheDocument();
    // On its own day it says where it went; on Wednesday it is there at its new time, from where.
    const tuesday = within(document.getElementById('schedule-tuesday') as HTMLElement);
    expect(tuesday.getByText('Перенесено')).toBeInTheDocument();
    expect(tuesday.getByText('Новое время: среда 23 декабря, 18:30')).toBeInTheDocument();
    const wednesday = within(document.getElementById('schedule-wednesday') as HTMLElement);
    expect(wednesday.getByText('18:30–19:15')).toBeInTheDocument();
    expect(wednesday.getByText('Прежнее время: вторник, 17:00')).toBeInTheDocument();
    expect(within(weeklyCard('Делфини четвъртък')).queryByText('Закрыто')).not.toBeInTheDocument();
  });
});
