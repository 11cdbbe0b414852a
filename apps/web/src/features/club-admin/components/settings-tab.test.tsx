import type { AdminClubSettings, ClubSettings } from '@swim/shared/api/club-settings';
import { DEFAULT_CLUB_SETTINGS } from '@swim/shared/club';
import { DEFAULT_RETENTION } from '@swim/shared/privacy';
import { DEFAULT_SESSION_RULES } from '@swim/shared/session-rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildMe, buildUser, mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';

const admin = buildUser({ id: 'admin-1', role: 'admin', name: 'Елена Димитрова' });

function mockSettingsApi() {
  let stored: ClubSettings = {
    ...structuredClone(DEFAULT_CLUB_SETTINGS),
    dualDisplay: false,
    sessionRules: structuredClone(DEFAULT_SESSION_RULES),
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
      stored = body as ClubSettings;
      return { ...adminView(), updatedAt: '2026-11-20T10:00:00.000Z', updatedBy: { bg: admin.name } };
    },
  });
}

const sentBodies = (api: ReturnType<typeof mockApi>) =>
  api.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([, init]) => JSON.parse(String(init?.body)));

describe('club settings form', () => {
  it('checks the hours and the IBAN before saving, then the footer shows the new hours', async () => {
    const api = mockSettingsApi();
    await renderRoute('/admin?tab=settings', { language: 'en' });
    const user = userEvent.setup();
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByText('Saturday – Sunday')).toBeInTheDocument();

    const monday = await screen.findByRole('group', { name: 'Monday' });
    await user.clear(within(monday).getByLabelText('Closes'));
    await user.type(within(monday).getByLabelText('Closes'), '07:00');
    const iban = screen.getByLabelText('IBAN');
    await user.clear(iban);
    await user.type(iban, 'BG81 BNBG 9661 1020 3456 78');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await within(monday).findByText('The closing time must be after the opening time')).toBeInTheDocument();
    expect(screen.getByText('This IBAN is not valid (check the digits)')).toBeInTheDocument();
    expect(sentBodies(api)).toEqual([]);

    await user.clear(within(monday).getByLabelText('Closes'));
    await user.type(within(monday).getByLabelText('Closes'), '18:30');
    await user.clear(iban);
    await user.type(iban, 'bg80bnbg96611020345678');
    const sunday = screen.getByRole('group', { name: 'Sunday' });
    await user.click(within(sunday).getByLabelText('Closed'));
    expect(within(sunday).getByLabelText('Opens')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    const [sent] = sentBodies(api);
    expect(sent.officeHours).toEqual([
      { open: '08:00', close: '18:30' },
      { open: '08:00', close: '20:00' },
      { open: '08:00', close: '20:00' },
      { open: '08:00', close: '20:00' },
      { open: '08:00', close: '20:00' },
      { open: '09:00', close: '14:00' },
      null,
    ]);
    expect(sent.bank.iban).toBe('BG80 BNBG 9661 1020 3456 78');
    // The footer reads the settings again at once.
    await waitFor(() => expect(within(footer).getByText('08:00–18:30')).toBeInTheDocument());
    expect(within(footer).getByText('Saturday')).toBeInTheDocument();
    expect(within(footer).getByText('Closed')).toBeInTheDocument();
  }, 30_000);

  it('edits the family discounts: a whole percent, an amount read exactly as typed, none; saved and shown again', async () => {
    const api = mockSettingsApi();
    await renderRoute('/admin?tab=settings', { language: 'en' });
    const user = userEvent.setup();
    // The demo club: a second child 10% off, a third 15% off, a second class 2.50 off.
    const second = await screen.findByRole('group', { name: "A family's second child" });
    const third = screen.getByRole('group', { name: 'Third and further child' });
    const secondClass = screen.getByRole('group', { name: "A child's second class" });
    expect(within(second).getByLabelText('Percentage (1–99)')).toHaveValue('10');
    expect(within(secondClass).getByLabelText('Discount')).toHaveDisplayValue('Amount a month');
    expect(within(secondClass).getByLabelText('Amount a month')).toHaveValue('2.50');
    expect(screen.getByRole('checkbox', { name: 'Fair first month' })).toBeChecked();

    await user.clear(within(second).getByLabelText('Percentage (1–99)'));
    await user.type(within(second).getByLabelText('Percentage (1–99)'), '12.5');
    await user.selectOptions(within(third).getByLabelText('Discount'), 'Amount a month');
    await user.type(within(third).getByLabelText('Amount a month'), '1000.01');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await within(second).findByText('Enter a whole percentage from 1 to 99')).toBeInTheDocument();
    expect(within(third).getByText('Enter an amount from 0.01 to 1,000.00')).toBeInTheDocument();
    expect(sentBodies(api)).toEqual([]);

    await user.clear(within(second).getByLabelText('Percentage (1–99)'));
    await user.type(within(second).getByLabelText('Percentage (1–99)'), '12');
    await user.clear(within(third).getByLabelText('Amount a month'));
    // 0.29 × 100 is 28.999999999999996 in floating point: the amount must be read as text.
    await user.type(within(third).getByLabelText('Amount a month'), '0.29');
    await user.selectOptions(within(secondClass).getByLabelText('Discount'), 'No discount');
    await user.click(screen.getByRole('checkbox', { name: 'Fair first month' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(sentBodies(api).map((body) => body.pricing)).toEqual([
      {
        firstPeriodProRata: false,
        discounts: {
          secondChild: { kind: 'percent', value: 12 },
          thirdChild: { kind: 'amount', value: 29 },
          secondClass: null,
        },
      },
    ]);
    // The form shows what was saved.
    await waitFor(() => expect(within(third).getByLabelText('Amount a month')).toHaveValue('0.29'));
    expect(within(secondClass).getByLabelText('Discount')).toHaveDisplayValue('No discount');
    expect(within(secondClass).queryByLabelText('Amount a month')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Fair first month' })).not.toBeChecked();
  }, 30_000);
});
