import type { TodaySession } from '@swim/shared/api/instructor';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { CLASS_ID } from '../test/fixtures';
import { TodaySchedule } from './today-schedule';

const session: TodaySession = {
  classId: CLASS_ID,
  title: { bg: 'Начинаещи (7–10 г.)', en: 'Beginners (ages 7–10)' },
  level: 'beginner' as const,
  location: { id: 'loc-1', name: { bg: 'Басейн „Спартак“' }, type: 'pool' as const },
  lane: '3',
  date: '2026-11-23',
  startTime: '17:30',
  startsAt: '2026-11-23T15:30:00.000Z',
  durationMinutes: 45,
  enrolled: 9,
  maxCapacity: 12,
  marked: 0,
  status: 'scheduled',
  movedTo: null,
  movedFrom: null,
  closureReason: null,
};

describe("today's schedule", () => {
  it('shows time, place, lane and places taken, with one tap to take attendance', async () => {
    await renderWithProviders(<TodaySchedule sessions={[session]} />);
    const card = screen.getByRole('listitem');
    expect(within(card).getByText('17:30–18:15')).toBeInTheDocument();
    expect(within(card).getByText('Басейн „Спартак“ · Коридор 3')).toBeInTheDocument();
    expect(within(card).getByText(/9 от 12 места заети/)).toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: 'Отбележи присъствие: Начинаещи (7–10 г.) в 17:30' }),
    ).toHaveAttribute('href', `/instructor/class/${CLASS_ID}?tab=attendance`);
    expect(within(card).queryByText(/Затворено|Отменена|Преместена/)).not.toBeInTheDocument();
  });

  it('marks a closed, a cancelled and a moved session, with the reason or where it went', async () => {
    await renderWithProviders(
      <TodaySchedule
        sessions={[
          { ...session, classId: 'c-1', status: 'closed', closureReason: 'public_holiday' },
          { ...session, classId: 'c-2', startsAt: '2026-11-23T16:30:00.000Z', status: 'cancelled' },
          {
            ...session,
            classId: 'c-3',
            startsAt: '2026-11-23T17:30:00.000Z',
            status: 'moved',
            movedTo: { date: '2026-11-26', time: '18:00' },
          },
        ]}
      />,
      { language: 'en' },
    );
    const [closed, cancelled, moved] = screen.getAllByRole('listitem');
    expect(within(closed as HTMLElement).getByText('Closed')).toBeInTheDocument();
    expect(within(closed as HTMLElement).getByText('Public holiday')).toBeInTheDocument();
    expect(within(cancelled as HTMLElement).getByText('Cancelled')).toBeInTheDocument();
    expect(within(moved as HTMLElement).getByText('Moved')).toBeInTheDocument();
    expect(within(moved as HTMLElement).getByText('Moved to Thursday, 26 November, 18:00')).toBeInTheDocument();
  });

  it.each([
    ['en', 'Moved from Tuesday, 24 November, 17:30', 'Take attendance: Beginners (ages 7–10) at 19:00'],
    ['bg', 'Преместена от вторник, 24 ноември, 17:30', 'Отбележи присъствие: Начинаещи (7–10 г.) в 19:00'],
    ['ru', 'Прежнее время: вторник, 24 ноября, 17:30', 'Отметить посещаемость: Начинаещи (7–10 г.) в 19:00'],
  ])(
    'shows a session moved to today at its new time, from where, with attendance on its own date (%s)',
    async (language, from, link) => {
      await renderWithProviders(
        <TodaySchedule
          sessions={[
            {
              ...session,
              date: '2026-11-26',
              startTime: '19:00',
              startsAt: '2026-11-26T17:00:00.000Z',
              status: 'moved',
              movedFrom: { date: '2026-11-24', time: '17:30' },
            },
            { ...session, date: '2026-11-26', startsAt: '2026-11-26T15:30:00.000Z' },
          ]}
        />,
        { language },
      );
      // In the order they take place: the regular 17:30 first, the moved one at 19:00.
      const [regular, moved] = screen.getAllByRole('listitem') as HTMLElement[];
      expect(within(regular as HTMLElement).getByText('17:30–18:15')).toBeInTheDocument();
      expect(within(moved as HTMLElement).getByText('19:00–19:45')).toBeInTheDocument();
      expect(within(moved as HTMLElement).getByText(from)).toBeInTheDocument();
      expect(within(moved as HTMLElement).getByRole('link', { name: link })).toHaveAttribute(
        'href',
        `/instructor/class/${CLASS_ID}?tab=attendance&date=2026-11-24`,
      );
    },
  );
});
