// The retention periods (issue 29) in the club settings form: shown as stored with what each does, a period outside
// 1–120 months refused before sending with the translated message, the periods sent as the API takes them, and a
// field the server refuses marked with its message (Russian here, Bulgarian above).
import type { AdminClubSettings, ClubSettings } from '@swim/shared/api/club-settings';
import { DEFAULT_CLUB_SETTINGS } from '@swim/shared/club';
import { DEFAULT_SESSION_RULES } from '@swim/shared/session-rules';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildMe, buildUser, mockApi, reply } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';

const admin = buildUser({ id: 'admin-1', role: 'admin', name: 'Елена Димитрова' });
const STORED = {
  contactMessagesMonths: 24,
  outboxBodiesMonths: 6,
  auditDetailsMonths: 36,
  attendanceMonths: 30,
  trialVisitorsMonths: 12,
};

function mockSettingsApi(refusal?: { path: string; message: string }) {
  const settings: ClubSettings = {
    ...structuredClone(DEFAULT_CLUB_SETTINGS),
    dualDisplay: false,
    sessionRules: structuredClone(DEFAULT_SESSION_RULES),
    paymentGraceDays: 10,
  };
  const adminView = (): AdminClubSettings => ({ ...settings, retention: STORED, updatedAt: null, updatedBy: null });
  return mockApi({
    'GET /api/me': buildMe(admin),
    'GET /api/admin/athletes': [],
    'GET /api/admin/inbox/summary': { unread: 0 },
    'GET /api/club/settings': () => settings,
    'GET /api/admin/settings': () => adminView(),
    'PUT /api/admin/settings': () => {
      if (refusal) return reply(400, { error: { code: 'VALIDATION_FAILED', message: 'invalid', details: [refusal] } });
      return { ...adminView(), updatedAt: '2026-11-20T10:00:00.000Z', updatedBy: { bg: admin.name } };
    },
  });
}

const sentBodies = (api: ReturnType<typeof mockApi>) =>
  api.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([, init]) => JSON.parse(String(init?.body)));

describe('retention periods in the club settings', () => {
  it('shows the stored periods, refuses 0 months before sending, and sends the periods as set', async () => {
    const api = mockSettingsApi();
    await renderRoute('/admin?tab=settings', { language: 'bg' });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Колко дълго се пазят личните данни' })).toBeInTheDocument();
    const attendance = screen.getByLabelText('Присъствия (месеци)');
    expect(attendance).toHaveValue('30');
    expect(attendance).toHaveAccessibleDescription(/освен тези, отчетени в сметка за детска градина/);
    const mail = screen.getByLabelText('Текстове на имейли (месеци)');
    expect(mail).toHaveValue('6');

    await user.clear(mail);
    await user.type(mail, '0');
    await user.click(screen.getByRole('button', { name: 'Запази настройките' }));
    expect(await screen.findByText('Въведете цял брой месеци от 1 до 120')).toBeInTheDocument();
    expect(mail).toHaveAttribute('aria-invalid', 'true');
    expect(sentBodies(api)).toEqual([]);

    await user.clear(mail);
    await user.type(mail, '3');
    await user.click(screen.getByRole('button', { name: 'Запази настройките' }));
    expect(await screen.findByText('Настройките са запазени')).toBeInTheDocument();
    expect(sentBodies(api)[0]?.retention).toEqual({ ...STORED, outboxBodiesMonths: 3 });
  }, 30_000);

  it('marks the field the server refuses with its translated message', async () => {
    mockSettingsApi({ path: 'retention.trialVisitorsMonths', message: 'retentionMonthsInvalid' });
    await renderRoute('/admin?tab=settings', { language: 'ru' });
    const user = userEvent.setup();
    const trials = await screen.findByLabelText('Посетители пробных занятий (месяцев)');
    await user.click(screen.getByRole('button', { name: /Сохранить/ }));
    expect(await screen.findByText('Введите целое число месяцев от 1 до 120')).toBeInTheDocument();
    expect(trials).toHaveAttribute('aria-invalid', 'true');
  }, 30_000);
});
