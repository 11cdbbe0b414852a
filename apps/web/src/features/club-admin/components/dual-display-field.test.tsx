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

describe('dual display in the club settings form', () => {
  it('is a toggle with its explanation, off for a new club, saved on and off', async () => {
    const api = mockSettingsApi();
    await renderRoute('/admin?tab=settings', { language: 'bg' });
    const user = userEvent.setup();
    const toggle = await screen.findByRole('checkbox', { name: 'Показвай цените и в другата валута' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/по фиксирания курс 1,95583.*80,00\s€ \/ 156,47\sлв\./);

    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Запази настройките' }));
    expect(await screen.findByText('Настройките са запазени')).toBeInTheDocument();
    expect(sentBodies(api).map((body) => body.dualDisplay)).toEqual([true]);
    expect(toggle).toBeChecked();

    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Запази настройките' }));
    await expect.poll(() => sentBodies(api).map((body) => body.dualDisplay)).toEqual([true, false]);
  }, 30_000);

  it('explains the setting in English and Russian with the rate as each writes it', async () => {
    mockSettingsApi();
    await renderRoute('/admin?tab=settings', { language: 'en' });
    const toggle = await screen.findByRole('checkbox', { name: 'Also show prices in the other currency' });
    expect(toggle).toHaveAccessibleDescription(/fixed rate 1\.95583.*€80\.00 \/ BGN\s156\.47/);
  });

  it('explains the setting in Russian', async () => {
    mockSettingsApi();
    await renderRoute('/admin?tab=settings', { language: 'ru' });
    const toggle = await screen.findByRole('checkbox', { name: 'Показывать цены и в другой валюте' });
    expect(toggle).toHaveAccessibleDescription(/курсу 1,95583.*80,00\s€ \/ 156,47\sлв\./);
  });
});
