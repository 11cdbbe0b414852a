import type { UpcomingClass } from '@swim/shared/api/public';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { UpcomingClasses } from './upcoming-classes';

const session: UpcomingClass = {
  classId: 'class-1',
  sessionId: 'session-1',
  title: { bg: 'Начинаещи', en: 'Beginners' },
  level: 'beginner',
  dayOfWeek: 0,
  startTime: '17:00',
  durationMinutes: 60,
  lane: null,
  location: { id: 'loc-1', name: { bg: 'Басейн', en: 'Pool' }, type: 'pool' },
  instructor: { id: 'coach-1', name: { bg: 'Георги Иванов', en: 'Georgi Ivanov', ru: 'Георгий Иванов' } },
  maxCapacity: 8,
  freePlaces: 3,
  pricePerClass: 2000,
  monthlyPrice: null,
  currency: 'EUR',
  date: '2026-03-02',
  startsAt: '2026-03-02T15:00:00.000Z',
};

afterEach(() => vi.restoreAllMocks());

describe('UpcomingClasses', () => {
  it.each([
    ['en', 'Georgi Ivanov'],
    ['ru', 'Георгий Иванов'],
    ['bg', 'Георги Иванов'],
  ])('names the coach in %s as %s', async (language, name) => {
    mockApi({ 'GET /api/schedule/upcoming': [session] });
    await renderWithProviders(<UpcomingClasses />, { language });
    expect(await screen.findByText(name)).toBeInTheDocument();
  });

  it.each([
    ['bg', 'Ново време: четвъртък 5 март, 18:00'],
    ['en', 'New time: Thursday 5 March, 18:00'],
  ])(
    'writes out the new day and time of a moved session in %s, and offers no booking at the old time',
    async (language, text) => {
      mockApi({
        'GET /api/schedule/upcoming': [session],
        'GET /api/schedule/week': {
          week: '2026-03-02',
          changes: [
            {
              classId: 'class-1',
              date: '2026-03-02',
              startTime: '17:00',
              status: 'moved',
              onDate: '2026-03-05',
              atTime: '18:00',
              reason: null,
              note: null,
            },
          ],
        },
      });
      const Book = () => <button type="button">Book a trial</button>;
      await renderWithProviders(<UpcomingClasses ClassAction={Book} />, { language });
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Book a trial' })).not.toBeInTheDocument();
    },
  );
});
