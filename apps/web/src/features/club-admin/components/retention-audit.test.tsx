// The retention periods in the admin audit log (issue 29): a settings change reads period by period by the settings
// form's names in months, and the nightly run's entry reads as a sentence with its counts, in the admin's language.
import type { AuditEntry } from '@swim/shared/api/admin-audit';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildMe, buildUser, mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';

const admin = buildUser({ id: 'admin-1', role: 'admin', name: 'Елена Димитрова' });
const periods = (over: object) => ({
  contactMessagesMonths: 24,
  outboxBodiesMonths: 6,
  auditDetailsMonths: 36,
  attendanceMonths: 36,
  trialVisitorsMonths: 12,
  ...over,
});

const changed: AuditEntry = {
  id: 's-1',
  action: 'settings.updated',
  entityType: 'settings',
  entityId: '1',
  details: { retention: { from: periods({}), to: periods({ outboxBodiesMonths: 1, attendanceMonths: 24 }) } },
  target: null,
  names: {},
  createdAt: '2026-11-20T10:00:00.000Z',
  actor: { id: 'admin-1', name: { bg: 'Елена Димитрова' }, email: 'elena@club.bg' },
};
const run: AuditEntry = {
  ...changed,
  id: 's-2',
  action: 'retention.applied',
  details: {
    contactMessagesDeleted: 2,
    outboxBodiesCleared: 14,
    auditDetailsCleared: 0,
    attendanceDeleted: 120,
    trialsDeleted: 3,
    trialsPseudonymised: 1,
  },
  actor: null,
};

const LIST_NAMES = { en: 'Audit entries', bg: 'Записи в журнала', ru: 'Записи журнала' };

async function openEntry(entry: AuditEntry, language: 'bg' | 'en' | 'ru') {
  mockApi({
    'GET /api/me': buildMe(admin),
    'GET /api/admin/athletes': [],
    'GET /api/club/settings': {},
    'GET /api/admin/inbox/summary': { unread: 0 },
    'GET /api/admin/audit': { items: [entry], total: 1, page: 1, pageSize: 25 },
  });
  await renderRoute('/admin?tab=audit', { language });
  const list = await screen.findByRole('list', { name: LIST_NAMES[language] });
  const [item] = within(list).getAllByRole('listitem');
  const details = item?.querySelector('summary');
  if (!item || !details) throw new Error('one entry with details expected');
  await userEvent.setup().click(details);
  return item;
}

const lines = (item: HTMLElement) =>
  within(item)
    .getAllByRole('listitem')
    .map((li) => li.textContent?.replace(/\s+/g, ' ').trim());

describe('retention in the audit log', () => {
  it.each([
    ['en', ['Texts of emails (months): 6 months → 1 month', 'Attendance (months): 36 months → 24 months']],
    ['bg', ['Текстове на имейли (месеци): 6 месеца → 1 месец', 'Присъствия (месеци): 36 месеца → 24 месеца']],
    ['ru', ['Тексты писем (месяцев): 6 месяцев → 1 месяц', 'Посещаемость (месяцев): 36 месяцев → 24 месяца']],
  ] as const)(
    'reads a change of the periods period by period in %s',
    async (language, expected) => {
      const item = await openEntry(changed, language);
      expect(lines(item)).toEqual(expected);
      expect(item.textContent).not.toMatch(/Months|retention/);
    },
    30_000,
  );

  it('reads the nightly run as a sentence with its counts', async () => {
    const item = await openEntry(run, 'en');
    expect(
      within(item).getByText('Applied the retention periods: older personal data deleted or emptied'),
    ).toBeVisible();
    expect(within(item).getByText('Attendance marks deleted')).toBeVisible();
    expect(within(item).getByText('120')).toBeVisible();
    expect(within(item).getByText('Trial bookings without contact details')).toBeVisible();
    expect(item.textContent).not.toMatch(/Deleted|Cleared|Pseudonymised|retention\./);
  }, 30_000);
});
