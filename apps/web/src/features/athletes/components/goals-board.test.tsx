import type { Goal } from '@swim/shared/api/athletes';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { mockApi, reply } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { GoalsBoard } from './goals-board';

function buildGoal(overrides: Partial<Goal> = {}): Goal {
  return {
    id: 'goal-1',
    title: '200 м свободен стил под 2:10',
    target: 'На държавното първенство',
    dueDate: '2099-06-01',
    progress: 40,
    status: 'active',
    completedAt: null,
    createdAt: '2026-10-01T10:00:00.000Z',
    ...overrides,
  };
}

function renderBoard() {
  return renderWithProviders(
    <>
      <GoalsBoard />
      <Toaster />
    </>,
  );
}

describe('GoalsBoard', () => {
  it('starts from an empty state and creates the first goal, validating the title', async () => {
    let goals: Goal[] = [];
    const api = mockApi({
      'GET /api/athlete/goals': () => goals,
      'POST /api/athlete/goals': ({ body }) => {
        const goal = buildGoal({ ...(body as Partial<Goal>), id: 'new', progress: 0, target: null });
        goals = [goal];
        return goal;
      },
    });
    await renderBoard();
    expect(await screen.findByText('Още нямате цели')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Нова цел' }));
    const dialog = await screen.findByRole('dialog', { name: 'Нова цел' });
    await user.click(within(dialog).getByRole('button', { name: 'Създай цел' }));
    expect(await within(dialog).findByText('Въведете заглавие')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Цел'), '100 м бътерфлай');
    await user.click(within(dialog).getByRole('button', { name: 'Създай цел' }));

    expect(await screen.findByText('Целта е създадена')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: '100 м бътерфлай' })).toBeInTheDocument();
    const post = api.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ title: '100 м бътерфлай', target: '', dueDate: '' });
  });

  it('saves progress from the slider; reaching 100 % completes the goal', async () => {
    let goal = buildGoal();
    const api = mockApi({
      'GET /api/athlete/goals': () => [goal],
      'PATCH /api/athlete/goals/goal-1': ({ body }) => {
        const { progress } = body as { progress: number };
        goal = {
          ...goal,
          progress,
          ...(progress === 100 ? { status: 'completed' as const, completedAt: '2026-11-20T10:00:00.000Z' } : {}),
        };
        return goal;
      },
    });
    await renderBoard();
    const slider = await screen.findByRole('slider', { name: 'Напредък' });
    const save = screen.getByRole('button', { name: 'Запази' });
    expect(save).toBeDisabled();

    fireEvent.change(slider, { target: { value: '100' } });
    expect(screen.getByText('100%')).toBeInTheDocument();
    await userEvent.setup().click(save);

    expect(await screen.findByText('Браво! Целта е постигната.')).toBeInTheDocument();
    expect(await screen.findByText('Постигната на 20 ноември 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Отвори отново' })).toBeInTheDocument();
    const patch = api.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ progress: 100 });
  });

  it('reopens a completed goal', async () => {
    let goal = buildGoal({ status: 'completed', progress: 100, completedAt: '2026-11-01T10:00:00.000Z' });
    mockApi({
      'GET /api/athlete/goals': () => [goal],
      'PATCH /api/athlete/goals/goal-1': ({ body }) => {
        goal = { ...goal, ...(body as Partial<Goal>), completedAt: null };
        return goal;
      },
    });
    await renderBoard();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Отвори отново' }));
    expect(await screen.findByText('Целта е отново активна')).toBeInTheDocument();
    expect(await screen.findByRole('slider', { name: 'Напредък' })).toBeInTheDocument();
  });

  it('deletes a goal only after confirmation', async () => {
    let goals = [buildGoal()];
    const api = mockApi({
      'GET /api/athlete/goals': () => goals,
      'DELETE /api/athlete/goals/goal-1': () => {
        goals = [];
        return reply(204);
      },
    });
    await renderBoard();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Изтрий „200 м свободен стил под 2:10“' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Изтриване на цел' });
    await user.click(within(dialog).getByRole('button', { name: 'Отказ' }));
    expect(api.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Изтрий „200 м свободен стил под 2:10“' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Изтрий' }));
    expect(await screen.findByText('Целта е изтрита')).toBeInTheDocument();
    expect(await screen.findByText('Още нямате цели')).toBeInTheDocument();
  });
});
