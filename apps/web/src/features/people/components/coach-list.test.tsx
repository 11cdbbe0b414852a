import type { Coach } from '@swim/shared/api/public';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { CoachList } from './coach-list';

const coach: Coach = {
  id: 'coach-1',
  name: { bg: 'Георги Иванов', en: 'Georgi Ivanov', ru: 'Георгий Иванов' },
  title: { bg: 'Старши треньор', en: 'Head coach' },
  bio: { bg: 'Плува от дете.' },
  achievements: null,
  photoUrl: null,
  specialties: [],
  yearsExperience: null,
};

afterEach(() => vi.restoreAllMocks());

describe('CoachList', () => {
  it.each([
    ['en', 'Georgi Ivanov', 'GI'],
    ['ru', 'Георгий Иванов', 'ГИ'],
    ['bg', 'Георги Иванов', 'ГИ'],
  ])('in %s names the coach %s, and a portrait without a photo shows %s', async (language, name, initials) => {
    mockApi({ 'GET /api/people': { coaches: [coach], athletes: [] } });
    await renderWithProviders(<CoachList />, { language });
    const card = (await screen.findByRole('heading', { name })).closest('li');
    expect(card).not.toBeNull();
    // The portrait is decorative (the heading names the coach), so it is found by its text.
    expect(card?.querySelector('[aria-hidden="true"]')?.textContent).toBe(initials);
  });
});
