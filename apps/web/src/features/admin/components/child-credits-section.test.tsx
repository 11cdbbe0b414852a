// The admin's "Make-up credits" section of a child's record: every credit read in words (no code, UUID or English in
// Bulgarian), a credit granted with a required reason and the club's default last day, and a revocation the server
// refuses shown in the dialog.
import type { AdminChildCredits, AdminCredit } from '@swim/shared/api/makeup-admin';
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { addDays, zonedDate } from '@swim/shared/dates';
import { findLatinWords, findRawValues } from '@swim/shared/raw-values';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, reply } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { ChildCreditsSection } from './child-credits-section';

const CHILD_ID = '33333333-3333-4333-8333-333333333333';
const CREDITS_PATH = `/api/admin/children/${CHILD_ID}/credits`;

const credit = (overrides: Partial<AdminCredit>): AdminCredit => ({
  id: 'c1',
  source: 'absence',
  status: 'available',
  sessionDate: '2026-11-26',
  expiresOn: '2027-01-25',
  classTitle: { bg: 'Делфинчета', en: 'Dolphins' },
  reason: null,
  revokedFor: null,
  createdAt: '2026-11-24T09:00:00.000Z',
  revokedAt: null,
  booking: null,
  ...overrides,
});

const CREDITS: AdminChildCredits = {
  childId: CHILD_ID,
  creditExpiryDays: 45,
  credits: [
    credit({ id: 'c1' }),
    credit({
      id: 'c2',
      status: 'booked',
      booking: {
        id: 'b2',
        classTitle: { bg: 'Начинаещи събота', en: 'Beginners Saturday' },
        date: '2026-12-05',
        startTime: '10:00',
        attendance: null,
      },
    }),
    credit({ id: 'c3', status: 'revoked', revokedFor: 'attended_after_all', sessionDate: '2026-11-19' }),
    credit({ id: 'c4', source: 'manual', classTitle: null, sessionDate: '2026-11-02', reason: 'Студена вода' }),
  ],
};

describe('ChildCreditsSection', () => {
  it('reads every credit in Bulgarian words: status, last day, origin, make-up and reason', async () => {
    mockApi({ [`GET ${CREDITS_PATH}`]: CREDITS });
    await renderWithProviders(<ChildCreditsSection childId={CHILD_ID} childName="Виктория Петрова" />);
    const section = await screen.findByRole('region', { name: 'Кредити за наваксване' });
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveTextContent('СвободенВалиден до 25 януари 2027');
    expect(items[0]).toHaveTextContent('За пропуснатото занимание на 26 ноември 2026 · Делфинчета');
    expect(items[1]).toHaveTextContent('Наваксване: събота, 5 декември, 10:00 · Начинаещи събота');
    expect(items[2]).toHaveTextContent('Отнет');
    expect(items[2]).toHaveTextContent('Причина: детето все пак дойде');
    expect(items[3]).toHaveTextContent('Даден от клуба на 2 ноември 2026');
    expect(items[3]).toHaveTextContent('Причина: Студена вода');
    // Only the available ones can be revoked.
    expect(within(section).getAllByRole('button', { name: /^Отнеми кредита, валиден до/ })).toHaveLength(2);
    const text = section.textContent ?? '';
    expect(findRawValues(text)).toEqual([]);
    expect(findLatinWords(text)).toEqual([]);
  });

  it('grants a credit with a required reason and the club’s default last day', async () => {
    let credits = { ...CREDITS, credits: [] as AdminCredit[] };
    const api = mockApi({
      [`GET ${CREDITS_PATH}`]: () => credits,
      [`POST ${CREDITS_PATH}`]: ({ body }) => {
        const granted = credit({ id: 'c9', source: 'manual', classTitle: null, ...(body as object) });
        credits = { ...credits, credits: [granted] };
        return reply(201, granted);
      },
    });
    const user = userEvent.setup();
    await renderWithProviders(<ChildCreditsSection childId={CHILD_ID} childName="Victoria Petrova" />, {
      language: 'en',
    });
    expect(await screen.findByText('No make-up credits yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Grant a credit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grant a make-up credit' });
    expect(dialog).toHaveTextContent('Victoria Petrova gets a credit for one make-up session');
    expect(dialog).toHaveTextContent('By default 45 days from today');
    await user.click(within(dialog).getByRole('button', { name: 'Grant the credit' }));
    expect(within(dialog).getByText('Write the reason.')).toBeInTheDocument();
    expect(api.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), '  Pool too cold on Thursday ');
    await user.click(within(dialog).getByRole('button', { name: 'Grant the credit' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Credit granted.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const post = api.mock.calls.find(([, init]) => init?.method === 'POST');
    const today = zonedDate(new Date(), CLUB_TIME_ZONE);
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      reason: 'Pool too cold on Thursday',
      expiresOn: addDays(today, 45),
    });
    expect(await screen.findByRole('button', { name: /^Revoke the credit valid until/ })).toBeInTheDocument();
  });

  it('shows the server’s refusal of a revocation in the dialog and keeps it open', async () => {
    mockApi({
      [`GET ${CREDITS_PATH}`]: { ...CREDITS, credits: [credit({ id: 'c1' })] },
      'POST /api/admin/credits/c1/revoke': reply(409, { error: { code: 'CREDIT_NOT_USABLE', message: 'booked' } }),
    });
    const user = userEvent.setup();
    await renderWithProviders(<ChildCreditsSection childId={CHILD_ID} childName="Victoria Petrova" />, {
      language: 'en',
    });
    await user.click(await screen.findByRole('button', { name: 'Revoke the credit valid until 25 January 2027' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke a make-up credit' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Granted twice');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke the credit' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This make-up credit is already used, expired or revoked',
    );
  });
});
