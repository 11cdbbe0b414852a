import type { RaceTimeInput } from '@swim/shared/api/instructor';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { getClubToday } from '../lib/club-dates';
import { CHILD_ID } from '../test/fixtures';
import { RaceTimeForm } from './race-time-form';

const PATH = `/api/instructor/children/${CHILD_ID}/times`;

describe('race time form', () => {
  it('refuses a time not written as m:ss.hh, then sends a valid one with distance and stroke', async () => {
    const posts: RaceTimeInput[] = [];
    mockApi({
      [`POST ${PATH}`]: ({ body }) => {
        posts.push(body as RaceTimeInput);
        return {
          id: 't-1',
          distance: 100,
          stroke: 'backstroke',
          timeCentiseconds: 6532,
          date: getClubToday(),
          event: null,
        };
      },
    });
    await renderWithProviders(
      <>
        <RaceTimeForm childId={CHILD_ID} />
        <Toaster />
      </>,
    );
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Дистанция'), '100');
    await user.selectOptions(screen.getByLabelText('Стил'), 'backstroke');
    await user.type(screen.getByLabelText('Време'), '1:5');
    await user.click(screen.getByRole('button', { name: 'Запази времето' }));
    expect(await screen.findByText('Въведете времето като м:сс.сс, напр. 1:05.32')).toBeInTheDocument();
    expect(posts).toEqual([]);

    await user.clear(screen.getByLabelText('Време'));
    await user.type(screen.getByLabelText('Време'), '1:05.32');
    await user.click(screen.getByRole('button', { name: 'Запази времето' }));
    expect(await screen.findByText('Времето е запазено')).toBeInTheDocument();
    expect(posts).toEqual([{ distance: 100, stroke: 'backstroke', time: '1:05.32', date: getClubToday(), event: '' }]);
  });
});
