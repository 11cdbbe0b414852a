import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { CLASS_ID } from '../test/fixtures';
import { TodaySchedule } from './today-schedule';

const session = {
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
  });
});
