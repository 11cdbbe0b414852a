import type { AssessmentInput } from '@swim/shared/api/instructor';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { getClubToday } from '../lib/club-dates';
import { CHILD_ID, METRICS } from '../test/fixtures';
import { AssessmentForm } from './assessment-form';

const PATH = `/api/instructor/children/${CHILD_ID}/assessments`;

function renderForm() {
  return renderWithProviders(
    <>
      <AssessmentForm childId={CHILD_ID} metrics={METRICS} />
      <Toaster />
    </>,
  );
}

describe('assessment form', () => {
  it('sends the chosen scores, notes and date, leaving unscored metrics out', async () => {
    const posts: AssessmentInput[] = [];
    mockApi({
      [`POST ${PATH}`]: ({ body }) => {
        posts.push(body as AssessmentInput);
        return {
          id: 'a-1',
          date: getClubToday(),
          notes: null,
          instructor: { bg: 'Георги Иванов' },
          scores: { speed: 7 },
        };
      },
    });
    await renderForm();
    const user = userEvent.setup();

    await user.selectOptions(screen.getByLabelText('Скорост'), '7');
    await user.selectOptions(screen.getByLabelText('Техника'), '9');
    await user.type(screen.getByLabelText(/Бележки/), 'Добро плъзгане');
    await user.click(screen.getByRole('button', { name: 'Запази оценката' }));

    expect(await screen.findByText('Оценката е запазена')).toBeInTheDocument();
    expect(posts).toEqual([
      {
        date: getClubToday(),
        notes: 'Добро плъзгане',
        scores: [
          { metric: 'speed', score: 7 },
          { metric: 'technique', score: 9 },
        ],
      },
    ]);
    expect(screen.getByLabelText('Скорост')).toHaveValue('');
  });

  it('asks for at least one score and sends nothing without one', async () => {
    const fetchSpy = mockApi({});
    await renderForm();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Запази оценката' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Оценете поне един показател');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
