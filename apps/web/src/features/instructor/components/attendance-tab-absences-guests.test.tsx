// The attendance tab's issue 26 additions: a family's reported absence (pre-marked excused, changeable), make-up
// guests apart from the regulars with their poolside details and their own present/absent mark, and a closed day.
import type { GuestMarkInput } from '@swim/shared/api/sessions';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { mockApi, reply } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { getClubToday } from '../lib/club-dates';
import {
  BOOKING_ID,
  buildAttendance,
  buildAttendanceChild,
  buildGuest,
  CHILD_ID,
  CLASS_ID,
  OTHER_CHILD_ID,
} from '../test/fixtures';
import { AttendanceTab } from './attendance-tab';

const PATH = `/api/instructor/classes/${CLASS_ID}/attendance`;
const GUEST_PATH = `/api/instructor/classes/${CLASS_ID}/guests/${BOOKING_ID}/attendance`;

function renderTab() {
  return renderWithProviders(
    <>
      <AttendanceTab classId={CLASS_ID} />
      <Toaster />
    </>,
  );
}

describe('a reported absence', () => {
  it('shows the family’s note with the time and the excused pre-mark, which the coach can change', async () => {
    const puts: unknown[] = [];
    // The server's answer: pre-marked excused until the coach's own mark.
    let status: 'excused' | 'present' = 'excused';
    mockApi({
      [`GET ${PATH}`]: () =>
        buildAttendance([
          // 22 November 16:05 UTC is 18:05 in Sofia.
          buildAttendanceChild({ status, absenceReportedAt: '2026-11-22T16:05:00Z' }),
          buildAttendanceChild({ childId: OTHER_CHILD_ID, enrollmentId: 'e-2', fullName: 'Иван Колев' }),
        ]),
      [`PUT ${PATH}`]: ({ body }) => {
        puts.push(body);
        status = 'present';
        return {
          classId: CLASS_ID,
          childId: CHILD_ID,
          date: getClubToday(),
          status: 'present',
          changed: true,
          sessionChange: -1,
          sessionsRemaining: 4,
          planUsedUp: false,
        };
      },
    });
    await renderTab();
    const group = await screen.findByRole('group', { name: 'Присъствие на Виктория Петрова' });
    const card = group.closest('li') as HTMLElement;
    expect(within(card).getByText(/^Семейството съобщи за отсъствие · 22 ное.*18:05$/)).toBeInTheDocument();
    expect(within(group).getByRole('button', { name: 'Извинен' })).toHaveAttribute('aria-pressed', 'true');
    const other = screen.getByRole('group', { name: 'Присъствие на Иван Колев' }).closest('li') as HTMLElement;
    expect(within(other).queryByText(/Семейството съобщи/)).not.toBeInTheDocument();

    await userEvent.setup().click(within(group).getByRole('button', { name: 'Присъства' }));
    await expect
      .poll(() => within(group).getByRole('button', { name: 'Присъства' }).getAttribute('aria-pressed'))
      .toBe('true');
    expect(puts).toEqual([{ date: getClubToday(), childId: CHILD_ID, status: 'present' }]);
  });
});

describe('make-up guests', () => {
  it('lists each guest apart from the regulars with age, home group, medical notes and phones, and marks them', async () => {
    const posts: GuestMarkInput[] = [];
    // Born on 1 January nine years before this year: nine years old on any day of it.
    const birthDate = `${Number(getClubToday().slice(0, 4)) - 9}-01-01`;
    let attendance: GuestMarkInput['status'] | null = null;
    mockApi({
      [`GET ${PATH}`]: () =>
        buildAttendance([buildAttendanceChild()], { guests: [buildGuest({ birthDate, attendance })] }),
      [`POST ${GUEST_PATH}`]: ({ body }) => {
        const input = body as GuestMarkInput;
        posts.push(input);
        attendance = input.status;
        return {
          classId: CLASS_ID,
          bookingId: BOOKING_ID,
          childId: '88888888-8888-4888-8888-888888888888',
          date: getClubToday(),
          attendance: input.status,
          changed: true,
          markedAt: '2026-11-23T15:00:00.000Z',
        };
      },
    });
    await renderTab();
    const section = await screen.findByRole('region', { name: 'Гости на наваксване' });
    // The regulars' list does not hold the guest.
    expect(
      within(screen.getByRole('list', { name: 'Присъствие' })).queryByText('Борис Гостев'),
    ).not.toBeInTheDocument();

    const card = within(section).getByText('Борис Гостев').closest('li') as HTMLElement;
    expect(within(card).getByText('9 години · от група Костенурки · в 17:00')).toBeInTheDocument();
    expect(within(card).getByRole('note')).toHaveTextContent('Медицински бележки: Астма: инхалатор в чантата');
    expect(within(card).getByText('Борислава Гостева')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Обади се на Борислава Гостева: +359 899 555 444' })).toHaveAttribute(
      'href',
      'tel:+359899555444',
    );
    expect(
      within(card).getByRole('link', { name: 'Обади се на родителя на Борис Гостев: +359 877 000 111' }),
    ).toHaveAttribute('href', 'tel:+359877000111');

    const marks = within(card).getByRole('group', { name: 'Присъствие на госта Борис Гостев' });
    // A guest is present or absent: no excused.
    expect(
      within(marks)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Присъства', 'Отсъства']);
    await userEvent.setup().click(within(marks).getByRole('button', { name: 'Присъства' }));
    await expect
      .poll(() => within(marks).getByRole('button', { name: 'Присъства' }).getAttribute('aria-pressed'))
      .toBe('true');
    expect(posts).toEqual([{ status: 'present' }]);
  });

  it('shows no guests section when nobody booked a make-up, and no medical note when there is none', async () => {
    mockApi({ [`GET ${PATH}`]: buildAttendance([buildAttendanceChild()]) });
    await renderTab();
    await screen.findByRole('group', { name: 'Присъствие на Виктория Петрова' });
    expect(screen.queryByText('Гости на наваксване')).not.toBeInTheDocument();
  });

  it('shows the server’s reason when a guest’s mark is refused, and keeps the mark unset', async () => {
    mockApi({
      [`GET ${PATH}`]: buildAttendance([], { guests: [buildGuest({ medicalNotes: null })] }),
      [`POST ${GUEST_PATH}`]: reply(400, {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'invalid',
          details: [{ path: 'date', message: 'attendanceTooFarAhead' }],
        },
      }),
    });
    await renderTab();
    const marks = await screen.findByRole('group', { name: 'Присъствие на госта Борис Гостев' });
    expect(within(marks.closest('li') as HTMLElement).queryByRole('note')).not.toBeInTheDocument();
    await userEvent.setup().click(within(marks).getByRole('button', { name: 'Отсъства' }));
    expect(await screen.findByText('Отбелязването на Борис Гостев не е запазено')).toBeInTheDocument();
    expect(screen.getByText('Присъствие може да се отбележи най-много един ден напред')).toBeInTheDocument();
    expect(within(marks).getByRole('button', { name: 'Отсъства' })).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('a day without a session', () => {
  it.each([
    ['closed', 'Басейнът е затворен в този ден: заниманието не се провежда.'],
    ['cancelled', 'Това занимание е отменено: никой не се очаква.'],
  ] as const)('says a %s day out loud', async (sessionStatus, text) => {
    mockApi({ [`GET ${PATH}`]: buildAttendance([buildAttendanceChild()], { sessionStatus }) });
    await renderTab();
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('says nothing on a day that takes place', async () => {
    mockApi({ [`GET ${PATH}`]: buildAttendance([buildAttendanceChild()]) });
    await renderTab();
    await screen.findByRole('group', { name: 'Присъствие на Виктория Петрова' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
