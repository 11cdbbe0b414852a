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
});
