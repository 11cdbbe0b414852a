// The club settings' "Absences and make-ups" section (with the waiting list's offer hours, issue 28) and grace days
// (issues 26 and 25): the stored rules shown, each
// field explained, bad counts refused before sending with the translated message, the values sent as the API takes
// them, and the server's refusal shown under its field.
import type { AdminClubSettings, ClubSettings } from '@swim/shared/api/club-settings';
import { DEFAULT_CLUB_SETTINGS } from '@swim/shared/club';
import { DEFAULT_RETENTION } from '@swim/shared/privacy';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildMe, buildUser, mockApi, reply } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';

const admin = buildUser({ id: 'admin-1', role: 'admin', name: 'Елена Димитрова' });

/** The club's rules as stored, by hand: the defaults. */
const STORED_RULES: ClubSettings['sessionRules'] = {
  absenceNoticeHours: 2,
  creditPlans: ['pool_8', 'pool_12', 'pool_16'],
  creditExpiryDays: 60,
  creditsPerMonth: 2,
  cancelledSession: 'credit',
  unlimitedClosureRefund: true,
  waitlistOfferHours: 48,
  trialsPerChild: 1,
};

function mockSettingsApi(refusal?: { path: string; message: string }) {
  let stored: ClubSettings = {
    ...structuredClone(DEFAULT_CLUB_SETTINGS),
    dualDisplay: false,
    sessionRules: structuredClone(STORED_RULES),
    paymentGraceDays: 10,
  };
  const adminView = (): AdminClubSettings => ({
    retention: { ...DEFAULT_RETENTION },
    ...stored,
    updatedAt: null,
    updatedBy: null,
  });
  return mockApi({
    'GET /api/me': buildMe(admin),
    'GET /api/admin/athletes': [],
    'GET /api/admin/inbox/summary': { unread: 0 },
    'GET /api/club/settings': () => stored,
    'GET /api/admin/settings': () => adminView(),
    'PUT /api/admin/settings': ({ body }) => {
      if (refusal) return reply(400, { error: { code: 'VALIDATION_FAILED', message: 'invalid', details: [refusal] } });
      stored = body as ClubSettings;
      return { ...adminView(), updatedAt: '2026-11-20T10:00:00.000Z', updatedBy: { bg: admin.name } };
    },
  });
}

const sentBodies = (api: ReturnType<typeof mockApi>) =>
  api.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([, init]) => JSON.parse(String(init?.body)));

async function replace(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.type(field, text);
}

describe('absences and make-ups in the club settings', () => {
  it('shows the stored rules, refuses bad counts before sending, and sends the rules and grace days as set', async () => {
    const api = mockSettingsApi();
    await renderRoute('/admin?tab=settings', { language: 'en' });
    const user = userEvent.setup();
    const notice = await screen.findByLabelText('Notice for absences, in hours');
    const expiry = screen.getByLabelText('Make-up credit validity, in days');
    const perMonth = screen.getByLabelText('At most this many credits a month per child');
    const grace = screen.getByLabelText('Grace days before a payment is overdue');
    const plans = screen.getByRole('group', { name: 'Plans that earn make-up credits' });
    const cancelled = screen.getByRole('group', { name: 'A session the club cancels' });
    const refund = screen.getByRole('checkbox', { name: 'Take a closed week or more off the next month' });
    const offerHours = screen.getByLabelText('Place held for a waiting family, in hours');

    expect(screen.getByRole('heading', { name: 'Absences and make-ups' })).toBeInTheDocument();
    expect(notice).toHaveValue('2');
    expect(notice).toHaveAccessibleDescription(/until this many hours before the session starts/);
    expect(expiry).toHaveValue('60');
    expect(perMonth).toHaveValue('2');
    expect(grace).toHaveValue('10');
    expect(grace).toHaveAccessibleDescription(/A month is due on its first day/);
    expect(within(plans).getByRole('checkbox', { name: '8 sessions a month' })).toBeChecked();
    expect(within(plans).getByRole('checkbox', { name: '16 sessions a month' })).toBeChecked();
    expect(within(plans).getByRole('checkbox', { name: 'Unlimited monthly' })).not.toBeChecked();
    expect(within(plans).getByRole('checkbox', { name: 'Kindergarten monthly' })).not.toBeChecked();
    expect(within(cancelled).getByRole('radio', { name: 'A make-up credit' })).toBeChecked();
    expect(refund).toBeChecked();
    expect(refund).toHaveAccessibleDescription(/closed for a week or more/);
    expect(offerHours).toHaveValue('48');
    expect(offerHours).toHaveAccessibleDescription(/held this long for the first family on its waiting list/);

    await replace(user, notice, '200');
    await replace(user, expiry, '0');
    await replace(user, perMonth, '1.5');
    await replace(user, grace, '61');
    await replace(user, offerHours, '0');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Enter a whole number of hours from 0 to 168')).toBeInTheDocument();
    expect(screen.getByText('Enter a whole number of days from 1 to 365')).toBeInTheDocument();
    expect(screen.getByText('Enter a whole number from 0 to 31')).toBeInTheDocument();
    expect(screen.getByText('Enter a whole number of days from 0 to 60')).toBeInTheDocument();
    expect(screen.getByText('Enter a whole number of hours from 1 to 336')).toBeInTheDocument();
    expect(notice).toHaveAttribute('aria-invalid', 'true');
    expect(offerHours).toHaveAttribute('aria-invalid', 'true');
    expect(sentBodies(api)).toEqual([]);

    await replace(user, notice, '4');
    await replace(user, expiry, '90');
    await replace(user, perMonth, '3');
    await replace(user, grace, '14');
    await replace(user, offerHours, '72');
    await user.click(within(plans).getByRole('checkbox', { name: '16 sessions a month' }));
    await user.click(within(plans).getByRole('checkbox', { name: 'Kindergarten monthly' }));
    await user.click(within(cancelled).getByRole('radio', { name: 'Carry the session over to the next period' }));
    await user.click(refund);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    const [sent] = sentBodies(api);
    expect(sent.sessionRules).toEqual({
      absenceNoticeHours: 4,
      creditPlans: ['pool_8', 'pool_12', 'kindergarten_monthly'],
      creditExpiryDays: 90,
      creditsPerMonth: 3,
      cancelledSession: 'carry_over',
      unlimitedClosureRefund: false,
      waitlistOfferHours: 72,
      // Not on this form: sent back as stored.
      trialsPerChild: 1,
    });
    expect(sent.paymentGraceDays).toBe(14);
    // The form shows what was saved.
    await waitFor(() => expect(screen.getByLabelText('Notice for absences, in hours')).toHaveValue('4'));
    expect(screen.getByRole('radio', { name: 'Carry the session over to the next period' })).toBeChecked();
  }, 30_000);

  it('sends no plan when every box is cleared', async () => {
    const api = mockSettingsApi();
    await renderRoute('/admin?tab=settings', { language: 'en' });
    const user = userEvent.setup();
    const plans = await screen.findByRole('group', { name: 'Plans that earn make-up credits' });
    for (const name of ['8 sessions a month', '12 sessions a month', '16 sessions a month'])
      await user.click(within(plans).getByRole('checkbox', { name }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await expect.poll(() => sentBodies(api).map((body) => body.sessionRules.creditPlans)).toEqual([[]]);
  }, 30_000);

  it('reads in Bulgarian, and puts the server’s refusal under its field in Bulgarian', async () => {
    mockSettingsApi({ path: 'paymentGraceDays', message: 'graceDaysInvalid' });
    await renderRoute('/admin?tab=settings', { language: 'bg' });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Отсъствия и наваксвания' })).toBeInTheDocument();
    const plans = screen.getByRole('group', { name: 'Планове, които носят кредити за наваксване' });
    expect(within(plans).getByRole('checkbox', { name: '12 посещения месечно' })).toBeChecked();
    const grace = screen.getByLabelText('Дни гратисен период преди плащането да е просрочено');
    await user.click(screen.getByRole('button', { name: 'Запази настройките' }));
    expect(await screen.findByText('Въведете цял брой дни от 0 до 60')).toBeInTheDocument();
    expect(grace).toHaveAttribute('aria-invalid', 'true');
  }, 30_000);

  it('reads in Russian', async () => {
    mockSettingsApi();
    await renderRoute('/admin?tab=settings', { language: 'ru' });
    expect(await screen.findByRole('heading', { name: 'Пропуски и отработки' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Кредит на отработку' })).toBeChecked();
    expect(screen.getByLabelText('Льготных дней до просрочки платежа')).toHaveValue('10');
  });
});
