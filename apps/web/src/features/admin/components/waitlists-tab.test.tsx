// The admin's waiting lists (issue 28): the classes families wait for, a class's list in order with who waits and how
// to reach them; moving a family sends the whole new order; offering a place by hand asks first, and asks again
// before admitting one more to a full class; removing asks, with an optional reason.
import type { AdminWaitlist, AdminWaitlistEntry, WaitlistAnalytics } from '@swim/shared/api/waitlist';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildMe, buildUser, mockApi, reply } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';

const admin = buildUser({ id: 'admin-1', role: 'admin', name: 'Елена Димитрова' });
const SHARKS = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const DOLPHINS = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';

function buildEntry(position: number, childName: string, overrides: Partial<AdminWaitlistEntry> = {}) {
  return {
    id: `entry-${position}`,
    position,
    childId: `child-${position}`,
    childName,
    birthDate: '2018-05-04',
    parent: { name: { bg: `Родител ${position}` }, email: `parent${position}@example.bg`, phone: '+359 888 100 200' },
    planType: 'pool_8',
    joinedAt: `2026-10-0${position}T07:30:00.000Z`,
    offer: null,
    ...overrides,
  } satisfies AdminWaitlistEntry;
}

const ENTRIES = [buildEntry(1, 'Ана Петрова'), buildEntry(2, 'Борис Иванов'), buildEntry(3, 'Вера Колева')];

const figures: WaitlistAnalytics = {
  classes: [
    { classId: SHARKS, classTitle: { bg: 'Акули', en: 'Sharks' }, waiting: 3, held: 0 },
    { classId: DOLPHINS, classTitle: { bg: 'Делфини', en: 'Dolphins' }, waiting: 1, held: 1 },
  ],
  offers: { made: 5, accepted: 2, declined: 1, expired: 0, withdrawn: 1, open: 1 },
};

type Sent = { method: string; path: string; body: unknown };

/** One class's list as the server keeps it; `enrolled` of its 8 places taken. */
function mockLists({ enrolled = 8, offerAnswers = [] as unknown[] } = {}) {
  const sent: Sent[] = [];
  let entries = [...ENTRIES];
  const list = (): AdminWaitlist => ({
    classId: SHARKS,
    classTitle: { bg: 'Акули', en: 'Sharks' },
    maxCapacity: 8,
    enrolled,
    held: 0,
    entries,
  });
  const record =
    (method: string) =>
    ({ url, body }: { url: URL; body: unknown }) => {
      sent.push({ method, path: url.pathname, body });
      return reply(204);
    };
  const api = mockApi({
    'GET /api/me': buildMe(admin),
    'GET /api/admin/athletes': [],
    'GET /api/admin/inbox/summary': { unread: 0 },
    'GET /api/admin/waitlist/analytics': figures,
    [`GET /api/admin/classes/${SHARKS}/waitlist`]: () => list(),
    [`PUT /api/admin/classes/${SHARKS}/waitlist/order`]: ({ url, body }) => {
      sent.push({ method: 'PUT', path: url.pathname, body });
      const ids = (body as { entryIds: string[] }).entryIds;
      entries = ids.map((id, index) => ({
        ...(entries.find((e) => e.id === id) as AdminWaitlistEntry),
        position: index + 1,
      }));
      return reply(204);
    },
    'POST /api/admin/waitlist/entry-2/offer': ({ url, body }) => {
      sent.push({ method: 'POST', path: url.pathname, body });
      return offerAnswers.shift() ?? reply(204);
    },
    'POST /api/admin/waitlist/entry-3/remove': record('POST'),
  });
  return { sent, api };
}

async function openList(language = 'en') {
  await renderRoute('/admin?tab=waitlists', { language });
  const list = await screen.findByRole('list', { name: /Families waiting for Sharks|Чакащи семейства за Акули/ });
  return { list, user: userEvent.setup() };
}

describe('waiting lists in the admin console', () => {
  it('lists the classes families wait for, and the first class’s list in order with who waits', async () => {
    mockLists();
    const { list } = await openList();

    const classes = screen.getByRole('navigation', { name: 'Classes with a waiting list' });
    expect(within(classes).getByRole('button', { name: /Sharks.*3 families waiting/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(classes).getByRole('button', { name: /Dolphins.*1 family waiting · 1 place held/ })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Waiting list: Sharks' })).toBeVisible();
    expect(screen.getByText('8 of 8 places taken · full')).toBeVisible();

    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent(/No\. 1 in line: Ана Петрова/);
    expect(rows[1]).toHaveTextContent(/No\. 2 in line: Борис Иванов/);
    expect(rows[2]).toHaveTextContent(/No\. 3 in line: Вера Колева/);
    const second = rows[1] as HTMLElement;
    expect(within(second).getByText('born 4 May 2018')).toBeVisible();
    expect(within(second).getByText('8 sessions a month · joined 2 Oct 2026, 10:30')).toBeVisible();
    expect(within(second).getByRole('link', { name: 'parent2@example.bg' })).toHaveAttribute(
      'href',
      'mailto:parent2@example.bg',
    );
    expect(within(second).getByRole('link', { name: '+359 888 100 200' })).toHaveAttribute('href', 'tel:+359888100200');
    expect(within(rows[0] as HTMLElement).getByRole('button', { name: 'Move Ана Петрова up' })).toBeDisabled();
    expect(within(rows[2] as HTMLElement).getByRole('button', { name: 'Move Вера Колева down' })).toBeDisabled();
  });

  it('sends the whole list in its new order when a family moves up', async () => {
    const { sent } = mockLists();
    const { list, user } = await openList();
    await user.click(within(list).getByRole('button', { name: 'Move Вера Колева up' }));

    expect(await screen.findByText('Вера Колева is now No. 2 on the list')).toBeVisible();
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: `/api/admin/classes/${SHARKS}/waitlist/order`,
        body: { entryIds: ['entry-1', 'entry-3', 'entry-2'] },
      },
    ]);
    await waitFor(() => expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('Вера Колева'));
  });

  it('asks before admitting one more to a full class, and only then offers the place', async () => {
    const { sent } = mockLists({ enrolled: 8 });
    const { list, user } = await openList();
    await user.click(within(list).getByRole('button', { name: 'Offer a place: Борис Иванов' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Admit one more to “Sharks”?' });
    expect(dialog).toHaveTextContent('The class has no free place.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent).toEqual([]);

    await user.click(within(list).getByRole('button', { name: 'Offer a place: Борис Иванов' }));
    await user.click(screen.getByRole('button', { name: 'Offer a place beyond capacity' }));
    expect(await screen.findByText(/A place is offered to Борис Иванов/)).toBeVisible();
    expect(sent).toEqual([{ method: 'POST', path: '/api/admin/waitlist/entry-2/offer', body: { overCapacity: true } }]);
  });

  it('offers a free place after asking, and asks about capacity when the class filled meanwhile', async () => {
    const { sent } = mockLists({
      enrolled: 5,
      offerAnswers: [reply(409, { error: { code: 'CLASS_FULL', message: 'This class is full' } })],
    });
    const { list, user } = await openList();
    await user.click(within(list).getByRole('button', { name: 'Offer a place: Борис Иванов' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Offer Борис Иванов a place in “Sharks”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Offer the place' }));

    expect(await screen.findByRole('alertdialog', { name: 'Admit one more to “Sharks”?' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Offer a place beyond capacity' }));
    await waitFor(() =>
      expect(sent.map((call) => call.body)).toEqual([{ overCapacity: false }, { overCapacity: true }]),
    );
  });

  it('removes a family after asking, with the reason given', async () => {
    const { sent } = mockLists();
    const { list, user } = await openList();
    await user.click(within(list).getByRole('button', { name: 'Remove: Вера Колева' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove Вера Колева from the waiting list?' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'The family moved away');
    await user.click(within(dialog).getByRole('button', { name: 'Remove from the list' }));

    expect(await screen.findByText('Вера Колева was removed from the waiting list for “Sharks”.')).toBeVisible();
    expect(sent).toEqual([
      { method: 'POST', path: '/api/admin/waitlist/entry-3/remove', body: { reason: 'The family moved away' } },
    ]);
  });

  it('reads in Bulgarian, with a held place’s deadline and no raw value', async () => {
    const held = buildEntry(1, 'Ана Петрова', {
      offer: {
        id: 'offer-1',
        offeredAt: '2026-11-18T16:00:00.000Z',
        expiresAt: '2026-11-20T16:00:00.000Z',
        byHand: true,
        overCapacity: true,
      },
    });
    ENTRIES.splice(0, 1, held);
    try {
      mockLists();
      const { list } = await openList('bg');
      const first = within(list).getAllByRole('listitem')[0] as HTMLElement;
      expect(within(first).getByText('Запазено място до 20 ное 2026, 18:00')).toBeVisible();
      expect(within(first).getByText('Предложено от администратор')).toBeVisible();
      expect(within(first).getByText('Над капацитета')).toBeVisible();
      expect(within(first).queryByRole('button', { name: /Предложи място/ })).not.toBeInTheDocument();
      expect(list.textContent).not.toMatch(/pool_|entry-|T\d\d:\d\d/);
    } finally {
      ENTRIES.splice(0, 1, buildEntry(1, 'Ана Петрова'));
    }
  });
});
