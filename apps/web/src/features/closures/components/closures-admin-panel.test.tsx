// Admin → Closures: the form checks what the server checks (translated), sends the closure as the server expects it,
// shows the server's refusal inside the form, and the lists read reason and place in words in each language.
import type { AdminClosure } from '@swim/shared/api/closures';
import type { Location } from '@swim/shared/api/public';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildMe, buildUser, mockApi, reply } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';

const admin = buildUser({ id: 'admin-1', role: 'admin', name: 'Елена Димитрова' });

const DRUZHBA = { bg: 'Басейн Дружба', en: 'Druzhba Pool' };
const SUNSHINE = { bg: 'ДГ Слънце', en: 'Sunshine Kindergarten' };
const LOCATIONS: Location[] = [
  {
    id: 'loc-1',
    name: DRUZHBA,
    type: 'pool',
    address: { bg: 'ул. Обиколна 1' },
    description: null,
  },
  {
    id: 'loc-2',
    name: SUNSHINE,
    type: 'kindergarten',
    address: { bg: 'ул. Слънце 2' },
    description: null,
  },
];

function closure(overrides: Partial<AdminClosure> = {}): AdminClosure {
  return {
    id: 'cl-1',
    startsOn: '2026-12-24',
    endsOn: '2026-12-26',
    location: null,
    reason: 'public_holiday',
    note: { bg: 'Весели празници!', en: 'Happy holidays!' },
    sessionCount: 14,
    familyCount: 9,
    createdBy: { bg: 'Елена Димитрова' },
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

const baseRoutes = {
  'GET /api/me': buildMe(admin),
  'GET /api/admin/athletes': [],
  'GET /api/admin/inbox/summary': { unread: 0 },
  'GET /api/locations': LOCATIONS,
};

/** Types a date into a field the way a person does (the app's own format: 24.12.2026). */
async function typeDate(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, iso: string) {
  const [year, month, day] = iso.split('-');
  await user.clear(field);
  await user.type(field, `${day}.${month}.${year}`);
  await user.tab();
}

describe('admin closures', () => {
  it('checks the dates, the reason and the note in the form, then sends the closure of one location', async () => {
    const api = mockApi({
      ...baseRoutes,
      'GET /api/admin/closures': { items: [] },
      'POST /api/admin/closures': reply(201, closure({ location: { id: 'loc-2', name: SUNSHINE } })),
    });
    await renderRoute('/admin?tab=closures', { language: 'en' });
    const user = userEvent.setup();
    expect(await screen.findByText('No closures ahead')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New closure' }));
    const dialog = await screen.findByRole('dialog', { name: 'New closure' });

    // Nothing filled in: each field says what it needs.
    await user.click(within(dialog).getByRole('button', { name: 'Add closure' }));
    expect(await within(dialog).findByText('Please choose a reason')).toBeInTheDocument();
    expect(within(dialog).getAllByText('This field is required')).toHaveLength(2);

    // The last day before the first, then a closure longer than the longest allowed.
    await typeDate(user, within(dialog).getByLabelText('First day'), '2026-12-26');
    await typeDate(user, within(dialog).getByLabelText('Last day'), '2026-12-24');
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'Public holiday');
    await user.click(within(dialog).getByRole('button', { name: 'Add closure' }));
    expect(await within(dialog).findByText('The last day cannot be before the first day')).toBeInTheDocument();
    await typeDate(user, within(dialog).getByLabelText('Last day'), '2027-03-28');
    await user.click(within(dialog).getByRole('button', { name: 'Add closure' }));
    expect(await within(dialog).findByText('A closure can last at most 92 days')).toBeInTheDocument();

    // A note in English only: Bulgarian, the fallback, is needed too.
    await typeDate(user, within(dialog).getByLabelText('Last day'), '2026-12-28');
    await user.selectOptions(within(dialog).getByLabelText('Where'), 'Sunshine Kindergarten');
    await user.type(within(dialog).getByLabelText(/^Note for the families \(English\)/), 'Happy holidays!');
    await user.click(within(dialog).getByRole('button', { name: 'Add closure' }));
    expect(await within(dialog).findByText(/Please add the Bulgarian text too/)).toBeInTheDocument();
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText(/^Note for the families \(Bulgarian\)/), 'Весели празници!');
    await user.click(within(dialog).getByRole('button', { name: 'Add closure' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = api.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      startsOn: '2026-12-26',
      endsOn: '2026-12-28',
      locationId: 'loc-2',
      reason: 'public_holiday',
      note: { bg: 'Весели празници!', en: 'Happy holidays!', ru: '' },
    });
    expect(await screen.findByText('Closure 26–28 December added')).toBeInTheDocument();
  }, 30_000);

  it('sends the whole club with no note, and shows the server’s refusal at its field', async () => {
    const api = mockApi({
      ...baseRoutes,
      'GET /api/admin/closures': { items: [] },
      'POST /api/admin/closures': reply(400, {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'x',
          details: [{ path: 'endsOn', message: 'closureEndsBeforeStart' }],
        },
      }),
    });
    await renderRoute('/admin?tab=closures', { language: 'bg' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ново затваряне' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ново затваряне' });
    await typeDate(user, within(dialog).getByLabelText('Първи ден'), '2027-01-01');
    await typeDate(user, within(dialog).getByLabelText('Последен ден'), '2027-01-01');
    await user.selectOptions(within(dialog).getByLabelText('Причина'), 'Профилактика на басейна');
    await user.click(within(dialog).getByRole('button', { name: 'Добави затваряне' }));
    expect(await within(dialog).findByText('Последният ден не може да е преди първия')).toBeInTheDocument();
    const post = api.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      startsOn: '2027-01-01',
      endsOn: '2027-01-01',
      locationId: null,
      reason: 'pool_maintenance',
      note: null,
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  }, 30_000);

  it('shows a refusal that names no field above the form’s buttons', async () => {
    mockApi({
      ...baseRoutes,
      'GET /api/admin/closures': { items: [closure()] },
      'PUT /api/admin/closures/cl-1': reply(404, { error: { code: 'NOT_FOUND', message: 'x' } }),
    });
    await renderRoute('/admin?tab=closures', { language: 'en' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit 24–26 December 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the closure' });
    expect(within(dialog).getByLabelText(/^Note for the families \(English\)/)).toHaveValue('Happy holidays!');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "What you were looking for doesn't exist or has been removed.",
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  }, 30_000);

  it('lists each closure with its dates, place, reason, note and reach, in Bulgarian and in English', async () => {
    const items = [
      closure(),
      closure({
        id: 'cl-2',
        startsOn: '2027-01-30',
        endsOn: '2027-02-02',
        location: { id: 'loc-1', name: DRUZHBA },
        reason: 'pool_maintenance',
        note: null,
        sessionCount: 1,
        familyCount: 1,
      }),
    ];
    for (const [language, expected] of [
      [
        'bg',
        [
          [
            '24–26 декември 2026',
            'Официален празник',
            'Целият клуб',
            'Весели празници!',
            '14 тренировки · 9 семейства',
          ],
          [
            '30 януари – 2 февруари 2027',
            'Профилактика на басейна',
            'Басейн Дружба',
            null,
            '1 тренировка · 1 семейство',
          ],
        ],
      ],
      [
        'en',
        [
          ['24–26 December 2026', 'Public holiday', 'The whole club', 'Happy holidays!', '14 sessions · 9 families'],
          ['30 January – 2 February 2027', 'Pool maintenance', 'Druzhba Pool', null, '1 session · 1 family'],
        ],
      ],
    ] as const) {
      mockApi({ ...baseRoutes, 'GET /api/admin/closures': { items } });
      const { unmount } = await renderRoute('/admin?tab=closures', { language });
      const rows = within(await screen.findByRole('list', { name: language === 'bg' ? 'Предстоящи' : 'Upcoming' }))
        .getAllByRole('listitem')
        .filter((row) => row.parentElement?.getAttribute('aria-label'));
      expect(rows).toHaveLength(2);
      rows.forEach((row, index) => {
        for (const text of expected[index] ?? []) {
          if (text) expect(within(row).getByText(text)).toBeInTheDocument();
        }
      });
      // No raw reason code on screen.
      expect(screen.queryByText(/public_holiday|pool_maintenance/)).not.toBeInTheDocument();
      unmount();
    }
  }, 30_000);

  it('asks before deleting, saying the families will be told, then deletes', async () => {
    const api = mockApi({
      ...baseRoutes,
      'GET /api/admin/closures': { items: [closure()] },
      'DELETE /api/admin/closures/cl-1': reply(204),
    });
    await renderRoute('/admin?tab=closures', { language: 'en' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete the closure 24–26 December 2026' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete the closure 24–26 December 2026?' });
    expect(confirm).toHaveTextContent('the 9 families affected will be told by mail');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Closure 24–26 December 2026 deleted')).toBeInTheDocument();
    expect(api.mock.calls.some(([url, init]) => init?.method === 'DELETE' && String(url).endsWith('/cl-1'))).toBe(true);
  }, 30_000);
});
