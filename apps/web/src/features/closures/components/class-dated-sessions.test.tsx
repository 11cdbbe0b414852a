// The coach's dated sessions: statuses read in words, and the cancel, move and restore dialogs send exactly the
// session's key and the change, say the families are told by mail, check a move's week here, and show the server's
// refusal translated inside the dialog.
import type { ClassDatedSession } from '@swim/shared/api/closures';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, reply } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { ClassDatedSessions } from './class-dated-sessions';

const CLASS_ID = 'class-1';
const PATH = `/api/instructor/classes/${CLASS_ID}/dated-sessions`;

function dated(overrides: Partial<ClassDatedSession>): ClassDatedSession {
  const date = overrides.date ?? '2026-12-22';
  return {
    date,
    startTime: '17:00',
    onDate: date,
    atTime: '17:00',
    status: 'scheduled',
    closureReason: null,
    note: null,
    changeable: true,
    ...overrides,
  };
}

const SESSIONS = [
  dated({ date: '2026-12-22' }),
  dated({ date: '2026-12-24', status: 'closed', closureReason: 'public_holiday' }),
  dated({
    date: '2026-12-29',
    onDate: '2026-12-30',
    atTime: '18:00',
    status: 'moved',
    note: { bg: 'Треньорът е на състезание.', en: 'The coach is at a competition.' },
  }),
  dated({ date: '2027-01-05', status: 'cancelled' }),
];

const answer = { classId: CLASS_ID, sessions: SESSIONS };

async function renderList(language: 'bg' | 'en', routes: Record<string, unknown> = {}) {
  const api = mockApi({ [`GET ${PATH}`]: answer, ...routes });
  await renderWithProviders(<ClassDatedSessions classId={CLASS_ID} durationMinutes={45} />, { language });
  await screen.findByRole('list', { name: language === 'en' ? 'Dated sessions' : 'Тренировки по дати' });
  return api;
}

const bodyOf = (api: Awaited<ReturnType<typeof renderList>>, path: string) =>
  api.mock.calls
    .filter(([url, init]) => init?.method === 'POST' && new URL(String(url), 'http://x').pathname === path)
    .map(([, init]) => JSON.parse(String(init?.body)));

async function typeDate(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, iso: string) {
  const [year, month, day] = iso.split('-');
  await user.clear(field);
  await user.type(field, `${day}.${month}.${year}`);
  await user.tab();
}

describe("the coach's dated sessions", () => {
  it('reads each status in words, with the actions each one allows', async () => {
    await renderList('en');
    const rows = screen.getAllByRole('listitem');
    const [scheduled, closed, moved, cancelled] = rows as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(within(scheduled).getByText('Tuesday, 22 December')).toBeInTheDocument();
    expect(within(scheduled).getByText('17:00–17:45')).toBeInTheDocument();
    expect(
      within(scheduled)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Cancel session', 'Move']);
    expect(within(closed).getByText('Closed')).toBeInTheDocument();
    expect(within(closed).getByText('Public holiday')).toBeInTheDocument();
    expect(within(closed).queryByRole('button')).not.toBeInTheDocument();
    expect(closed).toHaveTextContent('Closed by the club: only an admin can change a closure.');
    expect(within(moved).getByText('Wednesday, 30 December')).toBeInTheDocument();
    expect(within(moved).getByText('instead of Tuesday, 29 December, 17:00')).toBeInTheDocument();
    expect(within(moved).getByText('The coach is at a competition.')).toBeInTheDocument();
    expect(
      within(moved)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Move', 'Restore']);
    expect(within(cancelled).getByText('Cancelled')).toBeInTheDocument();
    expect(
      within(cancelled)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Restore']);
  });

  it('cancels a session with a note for the families, who are told by mail', async () => {
    const api = await renderList('en', {
      [`POST ${PATH}/cancel`]: dated({ status: 'cancelled', note: { bg: 'Треньорът е болен.' } }),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel the session on Tuesday, 22 December at 17:00' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Cancel the session on Tuesday, 22 December at 17:00?',
    });
    expect(dialog).toHaveTextContent('The families of the class will be told by mail.');
    await user.type(within(dialog).getByLabelText(/^Note for the families \(Bulgarian\)/), 'Треньорът е болен.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel session' }));
    expect(await screen.findByText('Session cancelled. The families are being told by mail.')).toBeInTheDocument();
    expect(bodyOf(api, `${PATH}/cancel`)).toEqual([
      { date: '2026-12-22', startTime: '17:00', note: { bg: 'Треньорът е болен.', en: '', ru: '' } },
    ]);
  });

  it('keeps a move inside its week, posts the new day and time, and shows the server’s refusal', async () => {
    const api = await renderList('en', {
      [`POST ${PATH}/move`]: reply(409, { error: { code: 'SESSION_CANCELLED', message: 'x' } }),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Move the session on Tuesday, 22 December at 17:00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move the session on Tuesday, 22 December at 17:00' });
    expect(dialog).toHaveTextContent('The families of the class will be told by mail.');

    // The same day and time it has now, then a day of the next week: both refused here.
    await user.click(within(dialog).getByRole('button', { name: 'Move session' }));
    expect(await within(dialog).findByText(/already takes place then/)).toBeInTheDocument();
    await typeDate(user, within(dialog).getByLabelText('New day'), '2026-12-28');
    await user.click(within(dialog).getByRole('button', { name: 'Move session' }));
    expect(await within(dialog).findByText('Choose a day of the same week (Monday to Sunday)')).toBeInTheDocument();
    expect(bodyOf(api, `${PATH}/move`)).toEqual([]);

    await typeDate(user, within(dialog).getByLabelText('New day'), '2026-12-23');
    const time = within(dialog).getByLabelText('New time');
    await user.clear(time);
    await user.type(time, '18:30');
    await user.click(within(dialog).getByRole('button', { name: 'Move session' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This session is cancelled.');
    expect(bodyOf(api, `${PATH}/move`)).toEqual([
      { date: '2026-12-22', startTime: '17:00', toDate: '2026-12-23', toTime: '18:30', note: null },
    ]);
  });

  it('shows the server’s own move message in Bulgarian', async () => {
    await renderList('bg', {
      [`POST ${PATH}/move`]: reply(400, {
        error: { code: 'VALIDATION_FAILED', message: 'x', details: [{ path: 'toDate', message: 'moveOutsideWeek' }] },
      }),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Премести тренировката: вторник, 22 декември, 17:00' }));
    const dialog = await screen.findByRole('dialog');
    const time = within(dialog).getByLabelText('Нов час');
    await user.clear(time);
    await user.type(time, '19:00');
    await user.click(within(dialog).getByRole('button', { name: 'Премести тренировката' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Изберете ден от същата седмица (понеделник до неделя)',
    );
  });

  it('restores a moved session by its weekly day and time', async () => {
    const api = await renderList('en', { [`POST ${PATH}/restore`]: dated({ date: '2026-12-29' }) });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Restore the session on Tuesday, 29 December at 17:00' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('The families of the class will be told by mail.');
    await user.click(within(dialog).getByRole('button', { name: 'Restore session' }));
    expect(await screen.findByText(/Session restored as scheduled/)).toBeInTheDocument();
    expect(bodyOf(api, `${PATH}/restore`)).toEqual([{ date: '2026-12-29', startTime: '17:00' }]);
  });
});
