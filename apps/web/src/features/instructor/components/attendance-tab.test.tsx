import type { AttendanceMarkInput } from '@swim/shared/api/instructor';
import { addDays } from '@swim/shared/dates';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { mockApi, reply } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { getClubToday } from '../lib/club-dates';
import { buildAttendance, buildAttendanceChild, CHILD_ID, CLASS_ID, OTHER_CHILD_ID } from '../test/fixtures';
import { AttendanceTab } from './attendance-tab';

const PATH = `/api/instructor/classes/${CLASS_ID}/attendance`;

function renderTab() {
  return renderWithProviders(
    <>
      <AttendanceTab classId={CLASS_ID} />
      <Toaster />
    </>,
  );
}

describe('attendance tab', () => {
  it("saves a tap as a PUT for today's date and shows the changed mark, then corrects it", async () => {
    const puts: AttendanceMarkInput[] = [];
    let status: AttendanceMarkInput['status'] | null = null;
    let sessionsRemaining = 5;
    const fetchSpy = mockApi({
      [`GET ${PATH}`]: () =>
        buildAttendance([
          buildAttendanceChild({ status, sessionsRemaining }),
          buildAttendanceChild({ childId: OTHER_CHILD_ID, enrollmentId: 'e-2', fullName: 'Иван Колев' }),
        ]),
      [`PUT ${PATH}`]: ({ body }) => {
        const input = body as AttendanceMarkInput;
        puts.push(input);
        status = input.status;
        sessionsRemaining = input.status === 'present' ? 4 : 5;
        return {
          classId: CLASS_ID,
          childId: input.childId,
          date: input.date,
          status: input.status,
          changed: true,
          sessionChange: input.status === 'present' ? -1 : 1,
          sessionsRemaining,
          planUsedUp: false,
        };
      },
    });
    await renderTab();

    const user = userEvent.setup();
    const group = await screen.findByRole('group', { name: 'Присъствие на Виктория Петрова' });
    const card = group.closest('li') as HTMLElement;
    const [year, month, day] = getClubToday().split('-');
    expect(screen.getByLabelText('Дата')).toHaveValue(`${day}.${month}.${year}`);
    const present = within(group).getByRole('button', { name: 'Присъства' });
    expect(present).toHaveAttribute('aria-pressed', 'false');

    await user.click(present);
    expect(await within(card).findByText('остават 4 посещения')).toBeInTheDocument();
    expect(within(group).getByRole('button', { name: 'Присъства' })).toHaveAttribute('aria-pressed', 'true');
    expect(puts).toEqual([{ date: getClubToday(), childId: CHILD_ID, status: 'present' }]);
    const put = fetchSpy.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(String(put?.[0])).toBe(PATH);

    // Present -> excused gives the session back.
    await user.click(within(group).getByRole('button', { name: 'Извинен' }));
    expect(await within(card).findByText('остават 5 посещения')).toBeInTheDocument();
    await expect
      .poll(() => within(group).getByRole('button', { name: 'Извинен' }).getAttribute('aria-pressed'))
      .toBe('true');
    expect(within(group).getByRole('button', { name: 'Присъства' })).toHaveAttribute('aria-pressed', 'false');
    expect(puts.at(-1)).toEqual({ date: getClubToday(), childId: CHILD_ID, status: 'excused' });
    // The other child was not touched.
    const other = screen.getByRole('group', { name: 'Присъствие на Иван Колев' });
    for (const button of within(other).getAllByRole('button')) expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  it('warns with a toast when the mark uses up the plan', async () => {
    mockApi({
      [`GET ${PATH}`]: buildAttendance([buildAttendanceChild({ sessionsRemaining: 1 })]),
      [`PUT ${PATH}`]: {
        classId: CLASS_ID,
        childId: CHILD_ID,
        date: getClubToday(),
        status: 'present',
        changed: true,
        sessionChange: -1,
        sessionsRemaining: 0,
        planUsedUp: true,
      },
    });
    await renderTab();
    const group = await screen.findByRole('group', { name: 'Присъствие на Виктория Петрова' });
    await userEvent.setup().click(within(group).getByRole('button', { name: 'Присъства' }));
    expect(await screen.findByText('Виктория Петрова изчерпа плана си')).toBeInTheDocument();
  });

  it("shows the server's reason when a mark is refused", async () => {
    mockApi({
      [`GET ${PATH}`]: buildAttendance([buildAttendanceChild()]),
      [`PUT ${PATH}`]: reply(400, {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'invalid',
          details: [{ path: 'date', message: 'attendanceTooFarAhead' }],
        },
      }),
    });
    await renderTab();
    const group = await screen.findByRole('group', { name: 'Присъствие на Виктория Петрова' });
    await userEvent.setup().click(within(group).getByRole('button', { name: 'Отсъства' }));
    expect(await screen.findByText('Присъствие може да се отбележи най-много един ден напред')).toBeInTheDocument();
    expect(within(group).getByRole('button', { name: 'Отсъства' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('opens on the address’s date (a session moved to today is marked under its own date), not a date too far on', async () => {
    const [year, month, day] = getClubToday().split('-');
    const tuesday = addDays(getClubToday(), -2);
    const asked: string[] = [];
    mockApi({
      [`GET ${PATH}`]: ({ url }) => {
        asked.push(url.searchParams.get('date') ?? '');
        return buildAttendance([buildAttendanceChild()]);
      },
    });
    const { unmount } = await renderWithProviders(<AttendanceTab classId={CLASS_ID} />, {
      path: `/instructor/class/c?tab=attendance&date=${tuesday}`,
    });
    await screen.findByRole('group', { name: 'Присъствие на Виктория Петрова' });
    expect(screen.getByLabelText('Дата')).toHaveValue(tuesday.split('-').reverse().join('.'));
    expect(asked).toEqual([tuesday]);
    unmount();

    await renderWithProviders(<AttendanceTab classId={CLASS_ID} />, { path: '/?tab=attendance&date=2099-01-01' });
    await screen.findByRole('group', { name: 'Присъствие на Виктория Петрова' });
    expect(screen.getByLabelText('Дата')).toHaveValue(`${day}.${month}.${year}`);
  });
});
