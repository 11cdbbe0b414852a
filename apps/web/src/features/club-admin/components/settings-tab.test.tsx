import type { AdminClubSettings, ClubSettings } from '@swim/shared/api/club-settings';
import { DEFAULT_CLUB_SETTINGS } from '@swim/shared/club';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildMe, buildUser, mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';

const admin = buildUser({ id: 'admin-1', role: 'admin', name: 'Елена Димитрова' });

describe('club settings form', () => {
  it('checks the hours and the IBAN before saving, then the footer shows the new hours', async () => {
    let stored: ClubSettings = structuredClone(DEFAULT_CLUB_SETTINGS);
    const adminView = (): AdminClubSettings => ({ ...stored, updatedAt: null, updatedBy: null });
    const api = mockApi({
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
    expect(api.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await user.clear(within(monday).getByLabelText('Closes'));
    await user.type(within(monday).getByLabelText('Closes'), '18:30');
    await user.clear(iban);
    await user.type(iban, 'bg80bnbg96611020345678');
    const sunday = screen.getByRole('group', { name: 'Sunday' });
    await user.click(within(sunday).getByLabelText('Closed'));
    expect(within(sunday).getByLabelText('Opens')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    const put = api.mock.calls.find(([, init]) => init?.method === 'PUT');
    const sent = JSON.parse(String(put?.[1]?.body));
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
});
