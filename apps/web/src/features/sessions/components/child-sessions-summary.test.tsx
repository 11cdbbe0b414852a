import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { familyKeys } from '../../../lib/family-query-keys';
import { mockApi, reply } from '../../../test/mock-api';
import { CHILD_ID } from '../../../test/parent-fixtures';
import { renderWithProviders } from '../../../test/render';
import { buildBooking, buildChildSessions, buildCredit, buildUpcoming, SESSIONS_PATH } from '../test/fixtures';
import { ChildSessionsSummary } from './child-sessions-summary';

const FOUR_SESSIONS = ['2026-11-24', '2026-11-26', '2026-12-01', '2026-12-03'].map((date) =>
  buildUpcoming({ date, onDate: date, startsAt: `${date}T15:30:00.000Z` }),
);

describe('ChildSessionsSummary (a dashboard card)', () => {
  it('lists the next three sessions, counts the credits and links to the child', async () => {
    mockApi({
      [`GET ${SESSIONS_PATH}`]: buildChildSessions({
        upcoming: FOUR_SESSIONS,
        credits: [
          buildCredit({ id: 'c1' }),
          buildCredit({ id: 'c2' }),
          buildCredit({ id: 'c3', status: 'booked', bookingId: 'booking-1' }),
          buildCredit({ id: 'c4', status: 'expired' }),
        ],
        makeups: [buildBooking({ creditId: 'c3' })],
      }),
    });
    await renderWithProviders(<ChildSessionsSummary childId={CHILD_ID} childName="Виктория Петрова" />, {
      language: 'en',
    });
    const section = await screen.findByRole('region', { name: 'Next sessions: Виктория Петрова' });
    expect(await within(section).findAllByRole('button', { name: /^Won't come/ })).toHaveLength(3);
    expect(section).not.toHaveTextContent('Thursday, 3 December');
    expect(section).toHaveTextContent('2 make-up credits to use · 1 make-up booked');
    expect(within(section).getByRole('link', { name: 'Sessions and make-ups' })).toHaveAttribute(
      'href',
      `/child/${CHILD_ID}`,
    );
  });

  it('after "Won\'t come", refreshes the child\'s sessions and the dashboard', async () => {
    const fetch = mockApi({
      [`GET ${SESSIONS_PATH}`]: buildChildSessions(),
      [`POST /api/children/${CHILD_ID}/absences`]: reply(201, {
        absenceId: 'a1',
        credit: null,
        creditWithheld: 'plan',
      }),
    });
    const { queryClient } = await renderWithProviders(
      <ChildSessionsSummary childId={CHILD_ID} childName="Виктория Петрова" />,
      { language: 'en' },
    );
    queryClient.setQueryData(familyKeys.dashboard, { seeded: true });
    await userEvent.setup().click(await screen.findByRole('button', { name: /^Won't come/ }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Absence reported. This plan earns no make-up sessions.',
    );
    expect(queryClient.getQueryState(familyKeys.dashboard)?.isInvalidated).toBe(true);
    await waitFor(() =>
      expect(
        fetch.mock.calls.filter(([url, init]) => String(url) === SESSIONS_PATH && !init?.method?.match(/POST/)),
      ).toHaveLength(2),
    );
  });
});
