import type { ChildActivity } from '@swim/shared/api/children';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, reply } from '../../../test/mock-api';
import { buildChild, buildEnrollment, CHILD_ID } from '../../../test/parent-fixtures';
import { renderWithProviders } from '../../../test/render';
import { ChildProfile } from './child-profile';

const ACTIVITY: ChildActivity = {
  attendance: { records: [], present: 0, absent: 0, excused: 0, rate: null },
  progress: { metrics: [], assessments: [] },
  performance: [
    { id: 'p1', distance: 50, stroke: 'freestyle', timeCentiseconds: 4712, date: '2026-10-12', event: 'Купа „София“' },
    { id: 'p2', distance: 50, stroke: 'freestyle', timeCentiseconds: 4890, date: '2026-09-07', event: null },
  ],
  achievements: [],
  payments: [],
  levelHistory: [
    {
      id: 'h1',
      fromLevel: 'beginner',
      toLevel: 'intermediate',
      changedBy: { bg: 'Георги Иванов', en: 'Georgi Ivanov', ru: 'Георгий Иванов' },
      changedAt: '2026-08-25T16:10:00.000Z',
    },
  ],
};

function mockChild(child = buildChild()) {
  return mockApi({
    [`GET /api/children/${CHILD_ID}`]: child,
    [`GET /api/children/${CHILD_ID}/activity`]: ACTIVITY,
  });
}

describe('ChildProfile', () => {
  it('says the child was not found for an unknown child', async () => {
    mockApi({
      [`GET /api/children/${CHILD_ID}`]: reply(404, { error: { code: 'CHILD_NOT_FOUND', message: 'Child not found' } }),
    });
    await renderWithProviders(<ChildProfile childId={CHILD_ID} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Детето не е намерено' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Обратно към таблото' })).toHaveAttribute('href', '/dashboard');
  });

  it('shows the level history translated, in English too', async () => {
    mockChild();
    await renderWithProviders(<ChildProfile childId={CHILD_ID} />, { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Виктория Петрова' })).toBeInTheDocument();
    expect(await screen.findByText('From Beginner to Intermediate')).toBeInTheDocument();
    expect(screen.getByText(/changed by Georgi Ivanov/)).toBeInTheDocument();
  });

  it('opens a tab from the address and highlights the best time', async () => {
    mockChild();
    await renderWithProviders(<ChildProfile childId={CHILD_ID} />, { path: `/child/${CHILD_ID}?tab=performance` });
    const section = await screen.findByRole('region', { name: '50 м свободен стил' });
    const best = within(section).getByText('Личен рекорд').closest('tr');
    expect(best).toHaveTextContent('0:47.12');
    expect(within(section).getByText('0:48.90').closest('tr')).not.toHaveTextContent('Личен рекорд');
  });

  it('lists active enrollments with their plan and what is left, with transfer and unenrol', async () => {
    mockChild(buildChild({ enrollments: [buildEnrollment(), buildEnrollment({ id: 'old', active: false })] }));
    await renderWithProviders(<ChildProfile childId={CHILD_ID} />);
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'Записвания' }));
    const active = screen.getByRole('heading', { name: 'Активни записвания' }).closest('section');
    expect(active).not.toBeNull();
    const scope = within(active as HTMLElement);
    // ADR 0025: sessions against their month, and the period named by its month.
    expect(active).toHaveTextContent('8 посещения месечно · 8 за ноември: използвани 2, остават 6');
    expect(active).toHaveTextContent('Период на плана: ноември 2026');
    expect(scope.getByRole('button', { name: 'Смяна на групата' })).toBeInTheDocument();
    expect(scope.getByRole('button', { name: 'Отписване' })).toBeInTheDocument();
    expect(screen.getByText('Приключило')).toBeInTheDocument();
  });
});
