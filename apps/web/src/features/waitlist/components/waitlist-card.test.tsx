// The dashboard's waiting lists (issue 28): each child's place in line, a held place first and apart with its
// deadline, taking it (the enrollment and its payment due are read again), giving it up and leaving, each asked first.
import type { FamilyWaitlistEntry } from '@swim/shared/api/waitlist';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { familyKeys } from '../../../lib/family-query-keys';
import { mockApi, reply } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { BORIS_ID, buildHeldEntry, buildWaitingEntry, EVA_ID } from '../test/fixtures';
import { WaitlistCard } from './waitlist-card';

type Sent = { method: string; path: string };

/** The family's lists as the server keeps them: answering or leaving takes the entry off. */
function mockWaitlist(entries: FamilyWaitlistEntry[], { acceptFails = false } = {}) {
  let live = [...entries];
  const sent: Sent[] = [];
  const drop = (id: string) => {
    live = live.filter((entry) => entry.id !== id && entry.offer?.id !== id);
  };
  mockApi({
    'GET /api/waitlist': () => live,
    [`POST /api/waitlist/offers/${buildHeldEntry().offer?.id}/accept`]: ({ url }) => {
      sent.push({ method: 'POST', path: url.pathname });
      if (acceptFails) return reply(409, { error: { code: 'OFFER_EXPIRED', message: 'The offer has expired' } });
      drop(buildHeldEntry().id);
      return { childId: BORIS_ID, enrollmentId: 'enr-1', classId: buildHeldEntry().classId };
    },
    [`POST /api/waitlist/offers/${buildHeldEntry().offer?.id}/decline`]: ({ url }) => {
      sent.push({ method: 'POST', path: url.pathname });
      drop(buildHeldEntry().id);
      return reply(204);
    },
    [`DELETE /api/children/${EVA_ID}/waitlist/${buildWaitingEntry().id}`]: ({ url }) => {
      sent.push({ method: 'DELETE', path: url.pathname });
      drop(buildWaitingEntry().id);
      return reply(204);
    },
  });
  return sent;
}

async function renderCard(language = 'en') {
  const result = await renderWithProviders(
    <>
      <WaitlistCard />
      <Toaster />
    </>,
    { language },
  );
  // Views the answer changes, already read: they must be read again.
  for (const key of [familyKeys.dashboard, familyKeys.payments, familyKeys.children])
    result.queryClient.setQueryData(key, {});
  return { ...result, user: userEvent.setup() };
}

const card = (name: string) => screen.getByRole('article', { name: new RegExp(name) });

describe('the waiting lists on the dashboard', () => {
  it('shows each child’s place in line and a held place first, with its deadline', async () => {
    mockWaitlist([buildWaitingEntry(), buildHeldEntry()]);
    await renderCard();

    expect(await screen.findByRole('heading', { name: 'Waiting lists' })).toBeVisible();
    const [first, second] = screen.getAllByRole('article');
    expect(first).toHaveAccessibleName(/Борис Георгиев/);
    expect(second).toHaveAccessibleName(/Ева Георгиева/);

    const eva = card('Ева Георгиева');
    expect(within(eva).getByText('No. 3 in line')).toBeVisible();
    expect(within(eva).getByText('Beginners (ages 7–10)')).toBeVisible();
    expect(within(eva).getByText('Spartak Pool')).toBeVisible();
    expect(within(eva).getByText('8 sessions a month')).toBeVisible();
    expect(within(eva).getByText('On the list since 2 November 2026')).toBeVisible();
    expect(within(eva).getByRole('button', { name: 'Leave the list: Ева Георгиева' })).toBeVisible();

    const boris = card('Борис Георгиев');
    expect(within(boris).getByText('Place held')).toBeVisible();
    expect(
      within(boris).getByText('A place is held for Борис Георгиев until Friday, 20 November, 18:00'),
    ).toBeVisible();
    expect(within(boris).getByRole('button', { name: 'Take the place: Борис Георгиев' })).toBeVisible();
    expect(within(boris).getByRole('button', { name: 'Give it up: Борис Георгиев' })).toBeVisible();
    expect(within(boris).queryByRole('button', { name: /Leave the list/ })).not.toBeInTheDocument();
  });

  it('reads in Bulgarian, and shows nothing when no child waits', async () => {
    mockWaitlist([buildHeldEntry()]);
    const { unmount } = await renderCard('bg');
    expect(await screen.findByText('Запазено е място за Борис Георгиев до петък, 20 ноември, 18:00')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Приемам мястото: Борис Георгиев' })).toBeVisible();
    unmount();

    mockWaitlist([]);
    const { queryClient } = await renderCard();
    await waitFor(() => expect(queryClient.getQueryState(['children', 'waitlist'])?.status).toBe('success'));
    expect(screen.queryByRole('heading', { name: 'Waiting lists' })).not.toBeInTheDocument();
  });

  it('takes the held place: the child is enrolled, and the dashboard, children and payments are read again', async () => {
    const sent = mockWaitlist([buildWaitingEntry(), buildHeldEntry()]);
    const { user, queryClient } = await renderCard();

    await user.click(await screen.findByRole('button', { name: 'Take the place: Борис Георгиев' }));

    expect(await screen.findByText('Борис Георгиев is enrolled in “Advanced”')).toBeVisible();
    expect(screen.getByText('The first payment is now due: you will find it on your dashboard.')).toBeVisible();
    expect(sent).toEqual([{ method: 'POST', path: `/api/waitlist/offers/${buildHeldEntry().offer?.id}/accept` }]);
    await waitFor(() => expect(screen.queryByRole('article', { name: /Борис/ })).not.toBeInTheDocument());
    for (const key of [familyKeys.dashboard, familyKeys.payments, familyKeys.children])
      expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
  });

  it('says so when the time to answer has passed', async () => {
    mockWaitlist([buildHeldEntry()], { acceptFails: true });
    const { user } = await renderCard();
    await user.click(await screen.findByRole('button', { name: 'Take the place: Борис Георгиев' }));
    expect(await screen.findByText('Could not take the place')).toBeVisible();
    expect(
      screen.getByText('The time to answer this offer has passed: the place went to the next family.'),
    ).toBeVisible();
  });

  it('asks before giving the place up, and before leaving the list', async () => {
    const sent = mockWaitlist([buildWaitingEntry(), buildHeldEntry()]);
    const { user } = await renderCard();

    await user.click(await screen.findByRole('button', { name: 'Give it up: Борис Георгиев' }));
    const giveUp = screen.getByRole('alertdialog', { name: 'Give up the place for Борис Георгиев?' });
    expect(giveUp).toHaveTextContent('The place in “Advanced” goes to the next family on the list');
    await user.click(within(giveUp).getByRole('button', { name: 'Keep the offer' }));
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Give it up: Борис Георгиев' }));
    await user.click(screen.getByRole('button', { name: 'Give up the place' }));
    expect(await screen.findByText('You gave up the place in “Advanced”.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Leave the list: Ева Георгиева' }));
    const leave = screen.getByRole('alertdialog', { name: 'Take Ева Георгиева off the waiting list?' });
    await user.click(within(leave).getByRole('button', { name: 'Leave the list' }));
    expect(
      await screen.findByText('Ева Георгиева is no longer on the waiting list for “Beginners (ages 7–10)”.'),
    ).toBeVisible();

    expect(sent).toEqual([
      { method: 'POST', path: `/api/waitlist/offers/${buildHeldEntry().offer?.id}/decline` },
      { method: 'DELETE', path: `/api/children/${EVA_ID}/waitlist/${buildWaitingEntry().id}` },
    ]);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Waiting lists' })).not.toBeInTheDocument());
  });
});
