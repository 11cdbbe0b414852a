// The club setting "trial lessons per child" (issue 28) in the settings form: shown as stored with what it does, a
// count outside 0–10 refused before sending with the translated message, and the number sent as the API takes it.
import type { AdminClubSettings, ClubSettings } from '@swim/shared/api/club-settings';
import { DEFAULT_CLUB_SETTINGS } from '@swim/shared/club';
import { DEFAULT_RETENTION } from '@swim/shared/privacy';
import { DEFAULT_SESSION_RULES } from '@swim/shared/session-rules';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildMe, buildUser, mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';

const admin = buildUser({ id: 'admin-1', role: 'admin', name: 'Елена Димитрова' });

function mockSettingsApi() {
  let stored: ClubSettings = {
    ...structuredClone(DEFAULT_CLUB_SETTINGS),
    dualDisplay: false,
    sessionRules: { ...structuredClone(DEFAULT_SESSION_RULES), trialsPerChild: 1 },
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

describe('trial lessons per child in the club settings', () => {
  it('shows the stored limit, refuses one outside 0–10 before sending, and sends the new one', async () => {
    const api = mockSettingsApi();
    await renderRoute('/admin?tab=settings', { language: 'bg' });
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Пробни занятия на дете');
    expect(field).toHaveValue('1');
    expect(field).toHaveAccessibleDescription(/0 означава, че клубът не предлага пробни занятия/);
    await user.clear(field);
    await user.type(field, '11');
    await user.click(screen.getByRole('button', { name: 'Запази настройките' }));
    expect(await screen.findByText('Въведете цяло число от 0 до 10')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(sentBodies(api)).toEqual([]);
    await user.clear(field);
    await user.type(field, '2');
    await user.click(screen.getByRole('button', { name: 'Запази настройките' }));
    expect(await screen.findByText('Настройките са запазени')).toBeInTheDocument();
    expect(sentBodies(api)[0]?.sessionRules.trialsPerChild).toBe(2);
  }, 30_000);
});
