import type { ChildSessions } from '@swim/shared/api/sessions';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, reply } from '../../../test/mock-api';
import { CHILD_ID } from '../../../test/parent-fixtures';
import { renderWithProviders } from '../../../test/render';
import {
  buildBooking,
  buildChildSessions,
  buildCredit,
  buildOption,
  buildUpcoming,
  CLASS_ID,
  OTHER_CLASS_ID,
  SESSIONS_PATH,
} from '../test/fixtures';
import { ChildSessionsPanel } from './child-sessions-panel';

const ABSENCES_PATH = `/api/children/${CHILD_ID}/absences`;

/** The session row (list item) whose text starts with the given day. */
async function findRow(day: string): Promise<HTMLElement> {
  const text = await screen.findByText(
    (_, element) => element?.tagName === 'P' && element.textContent?.startsWith(day) === true,
  );
  return text.closest('li') as HTMLElement;
}

describe('ChildSessionsPanel: next sessions', () => {
  it('reports an absence and says the make-up credit earned and its last day', async () => {
    let sessions = buildChildSessions();
    const fetch = mockApi({
      [`GET ${SESSIONS_PATH}`]: () => sessions,
      [`POST ${ABSENCES_PATH}`]: () => {
        sessions = buildChildSessions({
          upcoming: [
            buildUpcoming({
              absence: { id: 'a1', reportedAt: '2026-11-24T09:00:00.000Z', creditId: 'c9', creditWithheld: null },
              canReport: false,
              canWithdraw: true,
            }),
          ],
          credits: [buildCredit({ id: 'c9', sessionDate: '2026-11-26', expiresOn: '2027-01-25' })],
        });
        return reply(201, { absenceId: 'a1', credit: { id: 'c9', expiresOn: '2027-01-25' }, creditWithheld: null });
      },
    });
    await renderWithProviders(<ChildSessionsPanel childId={CHILD_ID} />, { language: 'en' });

    const row = await findRow('Thursday, 26 November');
    await userEvent
      .setup()
      .click(
        within(row).getByRole('button', { name: "Won't come: Thursday, 26 November, 17:30, Beginners (ages 7–10)" }),
      );

    expect(await within(row).findByRole('status')).toHaveTextContent(
      'Absence reported. A make-up credit was earned, valid until 25 January 2027.',
    );
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post?.[0])).toBe(ABSENCES_PATH);
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ classId: CLASS_ID, date: '2026-11-26', startTime: '17:30' });
    // After the refetch the row offers the undo and the credit is listed.
    expect(await within(row).findByRole('button', { name: /^Coming after all/ })).toBeInTheDocument();
    expect(screen.getByText('Make-up credit · Valid until 25 January 2027')).toBeInTheDocument();
  });

  it('says why no credit was earned while a payment is overdue, with a link to the payments', async () => {
    mockApi({
      [`GET ${SESSIONS_PATH}`]: buildChildSessions(),
      [`POST ${ABSENCES_PATH}`]: reply(201, { absenceId: 'a1', credit: null, creditWithheld: 'overdue' }),
    });
    await renderWithProviders(<ChildSessionsPanel childId={CHILD_ID} />, { language: 'en' });
    const row = await findRow('Thursday, 26 November');
    await userEvent.setup().click(within(row).getByRole('button', { name: /^Won't come/ }));
    const status = await within(row).findByRole('status');
    expect(status).toHaveTextContent('No make-up credit while a payment is overdue.');
    expect(within(status).getByRole('link', { name: 'Go to payments' })).toHaveAttribute('href', '/payments');
  });

  it('says no credit was earned because the plan has no sessions left, in Russian', async () => {
    mockApi({
      [`GET ${SESSIONS_PATH}`]: buildChildSessions(),
      [`POST ${ABSENCES_PATH}`]: reply(201, { absenceId: 'a1', credit: null, creditWithheld: 'planUsedUp' }),
    });
    await renderWithProviders(<ChildSessionsPanel childId={CHILD_ID} />, { language: 'ru' });
    const row = await findRow('Четверг, 26 ноября');
    await userEvent.setup().click(within(row).getByRole('button', { name: /^Не придёт/ }));
    expect(await within(row).findByRole('status')).toHaveTextContent(
      'Отсутствие отмечено. Кредита на отработку нет: в абонементе не осталось занятий.',
    );
  });

  it('keeps saying why a reported absence earned no credit, in English and Bulgarian', async () => {
    const sessions = buildChildSessions({
      upcoming: [
        buildUpcoming({
          absence: { id: 'a1', reportedAt: '2026-11-24T09:00:00.000Z', creditId: null, creditWithheld: 'monthlyCap' },
          canReport: false,
          canWithdraw: true,
        }),
      ],
    });
    mockApi({ [`GET ${SESSIONS_PATH}`]: sessions });
    const { unmount } = await renderWithProviders(<ChildSessionsPanel childId={CHILD_ID} />, { language: 'en' });
    expect(await findRow('Thursday, 26 November')).toHaveTextContent(
      'No make-up credit: the monthly limit of 2 is reached.',
    );
    unmount();
    await renderWithProviders(<ChildSessionsPanel childId={CHILD_ID} />);
    expect(await findRow('Четвъртък, 26 ноември')).toHaveTextContent(
      'Няма кредит за наваксване: месечният лимит от 2 е достигнат.',
    );
  });

  it('shows the notice-period error in the row, in Bulgarian, and changes nothing on screen', async () => {
    mockApi({
      [`GET ${SESSIONS_PATH}`]: buildChildSessions(),
      [`POST ${ABSENCES_PATH}`]: reply(409, { error: { code: 'NOTICE_PERIOD_PASSED', message: 'too late' } }),
    });
    await renderWithProviders(<ChildSessionsPanel childId={CHILD_ID} />);
    const row = await findRow('Четвъртък, 26 ноември');
    await userEvent.setup().click(within(row).getByRole('button', { name: /^Няма да дойде/ }));
    expect(await within(row).findByRole('alert')).toHaveTextContent(
      'Вече е късно: до началото на заниманието остава по-малко от срока за уведомяване.',
    );
    expect(within(row).queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows closed and cancelled sessions as such, without "Won\'t come"; past the notice period it says why', async () => {
    mockApi({
      [`GET ${SESSIONS_PATH}`]: buildChildSessions({
        noticeHours: 2,
        upcoming: [
          buildUpcoming({ canReport: false }),
          // Closed before the notice period: the row follows the status even if a flag said otherwise.
          buildUpcoming({ date: '2026-11-30', onDate: '2026-11-30', status: 'closed', canReport: true }),
          buildUpcoming({ date: '2026-12-03', onDate: '2026-12-03', status: 'cancelled', canReport: false }),
        ],
      }),
    });
    await renderWithProviders(<ChildSessionsPanel childId={CHILD_ID} />, { language: 'en' });
    const closed = await findRow('Monday, 30 November');
    expect(within(closed).getByText('Closed')).toBeInTheDocument();
    expect(within(closed).queryByRole('button')).not.toBeInTheDocument();
    expect(closed).not.toHaveTextContent('Absences can be reported');
    const cancelled = await findRow('Thursday, 3 December');
    expect(within(cancelled).getByText('Cancelled')).toBeInTheDocument();
    expect(within(cancelled).queryByRole('button')).not.toBeInTheDocument();
    const late = await findRow('Thursday, 26 November');
    expect(within(late).queryByRole('button')).not.toBeInTheDocument();
    expect(late).toHaveTextContent('Absences can be reported until 2 hours before the start.');
  });

  it('says the new time of a moved session', async () => {
    mockApi({
      [`GET ${SESSIONS_PATH}`]: buildChildSessions({
        upcoming: [
          buildUpcoming({
            status: 'moved',
            onDate: '2026-11-27',
            atTime: '18:00',
            startsAt: '2026-11-27T16:00:00.000Z',
          }),
        ],
      }),
    });
    await renderWithProviders(<ChildSessionsPanel childId={CHILD_ID} />, { language: 'en' });
    const row = await findRow('Friday, 27 November');
    expect(row).toHaveTextContent('Moved to a new time: Friday, 27 November, 18:00 (was Thursday, 26 November, 17:30)');
  });
});

describe('ChildSessionsPanel: make-ups', () => {
  it('books a make-up from the dialog through the makeups route, and the booking then shows', async () => {
    let sessions: ChildSessions = buildChildSessions({ credits: [buildCredit()] });
    const fetch = mockApi({
      [`GET ${SESSIONS_PATH}`]: () => sessions,
      [`GET /api/children/${CHILD_ID}/makeup-options`]: ({ url }) =>
        url.searchParams.get('creditId') === 'credit-1'
          ? {
              creditId: 'credit-1',
              expiresOn: '2027-01-18',
              searchedUntil: '2026-12-24',
              options: [
                buildOption(),
                buildOption({
                  classId: CLASS_ID,
                  date: '2026-11-28',
                  startTime: '11:00',
                  onDate: '2026-11-28',
                  atTime: '11:00',
                  freePlaces: 1,
                }),
                buildOption({ date: '2026-12-05', onDate: '2026-12-05', startsAt: '2026-12-05T08:00:00.000Z' }),
              ],
            }
          : reply(404, { error: { code: 'NOT_FOUND', message: 'credit' } }),
      [`POST /api/children/${CHILD_ID}/makeups`]: () => {
        const booking = buildBooking();
        sessions = buildChildSessions({
          credits: [buildCredit({ status: 'booked', bookingId: booking.id })],
          makeups: [booking],
        });
        return reply(201, booking);
      },
    });
    const user = userEvent.setup();
    await renderWithProviders(<ChildSessionsPanel childId={CHILD_ID} />, { language: 'en' });

    await user.click(await screen.findByRole('button', { name: 'Book a make-up' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book a make-up' });
    // Grouped by day: Saturday the 28th has two options, Saturday 5 December one.
    const saturday = await within(dialog).findByRole('region', { name: 'Saturday, 28 November' });
    expect(within(saturday).getAllByRole('listitem')).toHaveLength(2);
    expect(saturday).toHaveTextContent('2 places left');
    expect(saturday).toHaveTextContent('1 place left');
    expect(saturday).toHaveTextContent('Ivan Kolev');
    expect(within(dialog).getByRole('region', { name: 'Saturday, 5 December' })).toBeInTheDocument();

    await user.click(
      within(saturday).getByRole('button', { name: 'Book Saturday, 28 November, 10:00–10:45, Beginners – Saturday' }),
    );

    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post?.[0])).toBe(`/api/children/${CHILD_ID}/makeups`);
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      creditId: 'credit-1',
      classId: OTHER_CLASS_ID,
      date: '2026-11-28',
      startTime: '10:00',
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Make-up booked.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const credit = screen.getByRole('status').closest('li') as HTMLElement;
    expect(credit).toHaveTextContent('Saturday, 28 November · 10:00–10:45');
    expect(credit).toHaveTextContent('Beginners – Saturday');
    expect(credit).toHaveTextContent('Spartak Pool');
    expect(within(credit).getByRole('button', { name: 'Cancel make-up' })).toBeInTheDocument();
    expect(within(credit).getByRole('button', { name: 'Move' })).toBeInTheDocument();
  });

  it("shows a full session's error in the dialog and keeps it open", async () => {
    mockApi({
      [`GET ${SESSIONS_PATH}`]: buildChildSessions({ credits: [buildCredit()] }),
      [`GET /api/children/${CHILD_ID}/makeup-options`]: {
        creditId: 'credit-1',
        expiresOn: '2027-01-18',
        searchedUntil: '2026-12-24',
        options: [buildOption()],
      },
      [`POST /api/children/${CHILD_ID}/makeups`]: reply(409, { error: { code: 'SESSION_FULL', message: 'full' } }),
    });
    const user = userEvent.setup();
    await renderWithProviders(<ChildSessionsPanel childId={CHILD_ID} />, { language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Book a make-up' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: /^Book Saturday/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This session has no free place. Choose another one.',
    );
  });

  it('moves a booked make-up through its /move route, without offering the session it is in', async () => {
    const booking = buildBooking();
    const fetch = mockApi({
      [`GET ${SESSIONS_PATH}`]: buildChildSessions({
        credits: [buildCredit({ status: 'booked', bookingId: booking.id })],
        makeups: [booking],
      }),
      [`GET /api/children/${CHILD_ID}/makeup-options`]: {
        creditId: 'credit-1',
        expiresOn: '2027-01-18',
        searchedUntil: '2026-12-24',
        options: [buildOption(), buildOption({ date: '2026-12-05', onDate: '2026-12-05' })],
      },
      [`POST /api/children/${CHILD_ID}/makeups/booking-1/move`]: buildBooking({
        date: '2026-12-05',
        onDate: '2026-12-05',
      }),
    });
    const user = userEvent.setup();
    await renderWithProviders(<ChildSessionsPanel childId={CHILD_ID} />, { language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Move' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move the make-up' });
    await within(dialog).findByRole('region', { name: 'Saturday, 5 December' });
    expect(within(dialog).queryByRole('region', { name: 'Saturday, 28 November' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /^Book Saturday, 5 December/ }));
    expect(await screen.findByRole('status')).toHaveTextContent('Make-up moved.');
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      classId: OTHER_CLASS_ID,
      date: '2026-12-05',
      startTime: '10:00',
    });
  });

  it('lists used, expired and revoked credits apart', async () => {
    mockApi({
      [`GET ${SESSIONS_PATH}`]: buildChildSessions({
        credits: [
          buildCredit({ id: 'c1', status: 'expired', expiresOn: '2026-11-01' }),
          buildCredit({ id: 'c2', status: 'revoked', source: 'cancellation', sessionDate: '2026-10-08' }),
          buildCredit({ id: 'c3', status: 'used', bookingId: null }),
        ],
        makeups: [buildBooking({ creditId: 'c3', canChange: false, attendance: 'present' })],
      }),
    });
    await renderWithProviders(<ChildSessionsPanel childId={CHILD_ID} />, { language: 'en' });
    const earlier = await screen.findByRole('region', { name: 'Earlier credits and make-ups' });
    expect(earlier).toHaveTextContent('Expired on 1 November 2026');
    expect(earlier).toHaveTextContent('RevokedFor the cancelled session on 8 October 2026');
    expect(earlier).toHaveTextContent('Make-up: Saturday, 28 November, 10:00–10:45 · Beginners – Saturday · Attended');
    expect(screen.getByText('No make-up credits. An absence reported in time earns one.')).toBeInTheDocument();
  });

  it('says the last day searched and the credit’s own last day when the search stops sooner', async () => {
    mockApi({
      [`GET ${SESSIONS_PATH}`]: buildChildSessions({ credits: [buildCredit()] }),
      [`GET /api/children/${CHILD_ID}/makeup-options`]: {
        creditId: 'credit-1',
        expiresOn: '2027-01-18',
        searchedUntil: '2026-12-24',
        options: [],
      },
    });
    const user = userEvent.setup();
    await renderWithProviders(<ChildSessionsPanel childId={CHILD_ID} />, { language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Book a make-up' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book a make-up' });
    expect(
      await within(dialog).findByText(
        'Sessions of the same level with a free place, up to 24 December 2026. The credit is valid until 18 January 2027; sessions further ahead are offered later.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/^No session has a free place up to 24 December 2026\./)).toBeInTheDocument();
  });

  it('lists a credit whose make-up day passed unmarked as used, with its make-up', async () => {
    mockApi({
      [`GET ${SESSIONS_PATH}`]: buildChildSessions({
        credits: [buildCredit({ id: 'c3', status: 'used', bookingId: 'booking-1' })],
        makeups: [buildBooking({ creditId: 'c3', canChange: false, attendance: null })],
      }),
    });
    await renderWithProviders(<ChildSessionsPanel childId={CHILD_ID} />, { language: 'en' });
    const earlier = await screen.findByRole('region', { name: 'Earlier credits and make-ups' });
    expect(earlier).toHaveTextContent('UsedFor the missed session');
    expect(earlier).toHaveTextContent('Make-up: Saturday, 28 November, 10:00–10:45 · Beginners – Saturday');
    expect(screen.queryByRole('button', { name: 'Cancel make-up' })).not.toBeInTheDocument();
  });

  it('says the coach has marked the make-up when cancelling is refused for it', async () => {
    const booking = buildBooking();
    mockApi({
      [`GET ${SESSIONS_PATH}`]: buildChildSessions({
        credits: [buildCredit({ status: 'booked', bookingId: booking.id })],
        makeups: [booking],
      }),
      [`DELETE /api/children/${CHILD_ID}/makeups/booking-1`]: reply(409, {
        error: { code: 'MAKEUP_ALREADY_MARKED', message: 'marked' },
      }),
    });
    const user = userEvent.setup();
    await renderWithProviders(<ChildSessionsPanel childId={CHILD_ID} />, { language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Cancel make-up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The coach has already marked this make-up, so it can no longer be cancelled or moved.',
    );
  });
});
