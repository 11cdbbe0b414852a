import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { mockApi, reply } from '../../../test/mock-api';
import { CHILD_ID } from '../../../test/parent-fixtures';
import { renderWithProviders } from '../../../test/render';
import { ChangeLevelDialog } from './change-level-dialog';
import { DeleteChildDialog } from './delete-child-dialog';

const CHILD_PATH = `/api/children/${CHILD_ID}`;

function requestsTo(fetchSpy: ReturnType<typeof mockApi>, method: string) {
  return fetchSpy.mock.calls.filter(([, init]) => init?.method === method);
}

describe('DeleteChildDialog', () => {
  async function openDialog(answer: unknown = reply(204)) {
    const fetchSpy = mockApi({ [`DELETE ${CHILD_PATH}`]: answer });
    const view = await renderWithProviders(
      <>
        <DeleteChildDialog childId={CHILD_ID} fullName="Виктория Петрова" />
        <Toaster />
      </>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Изтрий детето' }));
    const dialog = await screen.findByRole('dialog', { name: 'Да се изтрие ли Виктория Петрова?' });
    return { ...view, fetchSpy, user, dialog };
  }

  it('refuses a name that does not match and sends nothing', async () => {
    const { fetchSpy, user } = await openDialog();
    await user.type(screen.getByLabelText(/въведете пълното име на детето/), 'Виктория Петров');
    await user.click(screen.getByRole('button', { name: 'Изтрий завинаги' }));

    expect(await screen.findByText('Името не съвпада')).toBeInTheDocument();
    expect(screen.getByLabelText(/въведете пълното име на детето/)).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo(fetchSpy, 'DELETE')).toHaveLength(0);
  });

  it('deletes once the exact name is typed and returns to the dashboard', async () => {
    const { fetchSpy, user, router } = await openDialog();
    await user.type(screen.getByLabelText(/въведете пълното име на детето/), 'Виктория Петрова');
    await user.click(screen.getByRole('button', { name: 'Изтрий завинаги' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const [call] = requestsTo(fetchSpy, 'DELETE');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ confirmName: 'Виктория Петрова' });
    expect(await screen.findByText('Детето е изтрито')).toBeInTheDocument();
  });

  it('says the deletion failed when the server fails', async () => {
    const { user } = await openDialog(reply(500, { error: { code: 'INTERNAL', message: 'boom' } }));
    await user.type(screen.getByLabelText(/въведете пълното име на детето/), 'Виктория Петрова');
    await user.click(screen.getByRole('button', { name: 'Изтрий завинаги' }));
    expect(await screen.findByText('Грешка при изтриване на детето')).toBeInTheDocument();
  });

  it('can be closed with Escape without deleting', async () => {
    const { fetchSpy, user } = await openDialog();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo(fetchSpy, 'DELETE')).toHaveLength(0);
  });
});

describe('ChangeLevelDialog', () => {
  async function openDialog(language = 'bg', answer: unknown = { skillLevel: 'intermediate' }) {
    const fetchSpy = mockApi({ [`PATCH ${CHILD_PATH}/skill-level`]: answer });
    await renderWithProviders(
      <>
        <ChangeLevelDialog childId={CHILD_ID} level="beginner" />
        <Toaster />
      </>,
      { language },
    );
    const user = userEvent.setup();
    return { fetchSpy, user };
  }

  it('refuses the level the child already has', async () => {
    const { fetchSpy, user } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Промяна на нивото' }));
    await user.click(await screen.findByRole('button', { name: 'Запази нивото' }));

    expect(await screen.findByText('Моля, изберете различно ниво')).toBeInTheDocument();
    expect(requestsTo(fetchSpy, 'PATCH')).toHaveLength(0);
  });

  it('saves a different level', async () => {
    const { fetchSpy, user } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Промяна на нивото' }));
    await user.selectOptions(await screen.findByLabelText('Ново ниво'), 'intermediate');
    await user.click(screen.getByRole('button', { name: 'Запази нивото' }));

    expect(await screen.findByText('Нивото е променено')).toBeInTheDocument();
    const [call] = requestsTo(fetchSpy, 'PATCH');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ level: 'intermediate' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's 'different level' answer in Russian", async () => {
    const { user } = await openDialog(
      'ru',
      reply(400, {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Please select a different level',
          details: [{ path: 'level', message: 'differentLevel' }],
        },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Изменить уровень' }));
    await user.selectOptions(await screen.findByLabelText('Новый уровень'), 'advanced');
    await user.click(screen.getByRole('button', { name: 'Сохранить уровень' }));
    expect(await screen.findByText('Пожалуйста, выберите другой уровень')).toBeInTheDocument();
  });
});
