// Admin → Trials: the conversion figures and the months as the server counted them, written for the admin's language,
// each trial with its family and outcome, and the status filter asked of the server.
import type { AdminTrials } from '@swim/shared/api/trials';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { TrialsAdminPanel } from './trials-admin-panel';

const months = Array.from({ length: 12 }, (_, i) => ({
  month: `2026-${String(i + 1).padStart(2, '0')}`,
  booked: i === 10 ? 3 : 0,
  converted: i === 10 ? 1 : 0,
}));

const TRIALS: AdminTrials = {
  figures: { booked: 4, cancelled: 2, attended: 2, absent: 1, converted: 1, rate: 25 },
  months,
  total: 1,
  items: [
    {
      id: 't-1',
      classId: 'c-1',
      classTitle: { bg: 'Делфинчета', en: 'Little Dolphins' },
      locationName: { bg: 'Басейн Дружба', en: 'Druzhba Pool' },
      date: '2026-11-09',
      startTime: '17:00',
      parentName: 'Gergana Koleva',
      email: 'gergana@example.bg',
      phone: '+359 888 555 111',
      childFirstName: 'Iva',
      childBirthYear: 2018,
      status: 'attended',
      createdAt: '2026-11-01T10:00:00.000Z',
      hasAccount: true,
      followUpSentAt: '2026-11-09T16:15:00.000Z',
      convertedAt: '2026-11-12T09:00:00.000Z',
    },
  ],
};

describe('the admin’s trials', () => {
  it('shows the figures, each trial with its outcome and the months, and asks the server for a status', async () => {
    const asked: string[] = [];
    mockApi({
      'GET /api/admin/trials': ({ url }) => {
        asked.push(url.search);
        return TRIALS;
      },
    });
    await renderWithProviders(<TrialsAdminPanel />, { language: 'en' });
    const rate = await screen.findByText('Conversion rate');
    expect(rate.nextElementSibling).toHaveTextContent('25%');
    const figures = rate.closest('dl') as HTMLElement;
    expect(within(figures).getByText('Booked').nextElementSibling).toHaveTextContent('4');
    expect(within(figures).getByText('Enrolled after').nextElementSibling).toHaveTextContent('1');
    const list = screen.getByRole('list', { name: 'Trial lessons' });
    const row = within(list).getByRole('listitem');
    expect(row).toHaveTextContent('Monday, 9 November, 17:00 · Little Dolphins');
    expect(row).toHaveTextContent('Iva (born 2018) · Gergana Koleva');
    expect(within(row).getByText('Came')).toBeVisible();
    expect(within(row).getByText('Enrolled')).toBeVisible();
    expect(within(row).getByRole('link', { name: '+359 888 555 111' })).toHaveAttribute('href', 'tel:+359888555111');
    const table = screen.getByRole('table');
    const november = within(table).getByRole('row', { name: /November 2026/ });
    expect(
      within(november)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3', '1']);

    await userEvent.setup().selectOptions(screen.getByLabelText('Show'), 'converted');
    await screen.findByText('1 trial');
    expect(asked).toEqual(['', '?status=converted']);
  });
});
