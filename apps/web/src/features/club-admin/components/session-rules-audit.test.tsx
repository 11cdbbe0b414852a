// A settings change of the absence and make-up rules, the grace days or the dual display reads in the admin audit log
// rule by rule, by the settings form's names, in the admin's language (issues 24–26, and 28's offer hours).
import type { AuditEntry } from '@swim/shared/api/admin-audit';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildMe, buildUser, mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';

const admin = buildUser({ id: 'admin-1', role: 'admin', name: 'Елена Димитрова' });

const entry: AuditEntry = {
  id: 's-1',
  action: 'settings.updated',
  entityType: 'settings',
  entityId: '1',
  details: {
    sessionRules: {
      from: {
        absenceNoticeHours: 2,
        creditPlans: ['pool_8', 'pool_12', 'pool_16'],
        creditExpiryDays: 60,
        creditsPerMonth: 2,
        cancelledSession: 'credit',
        unlimitedClosureRefund: true,
        waitlistOfferHours: 48,
      },
      to: {
        absenceNoticeHours: 4,
        creditPlans: ['pool_8', 'pool_12'],
        creditExpiryDays: 1,
        // Unchanged: left out.
        creditsPerMonth: 2,
        cancelledSession: 'carry_over',
        unlimitedClosureRefund: false,
        waitlistOfferHours: 72,
      },
    },
    paymentGraceDays: { from: 10, to: 14 },
    dualDisplay: { from: false, to: true },
  },
  target: null,
  names: {},
  createdAt: '2026-11-20T10:00:00.000Z',
  actor: { id: 'admin-1', name: { bg: 'Елена Димитрова' }, email: 'elena@club.bg' },
};

const LIST_NAMES = { en: 'Audit entries', bg: 'Записи в журнала', ru: 'Записи журнала' };

async function openEntry(language: 'bg' | 'en' | 'ru') {
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

/** Every line the entry's details show, by hand in each language. */
const EXPECTED = {
  en: [
    'Notice for absences: 2 h → 4 h',
    'Plans that earn make-up credits: 8 sessions a month, 12 sessions a month, 16 sessions a month → 8 sessions a month, 12 sessions a month',
    'Make-up credit validity: 60 days → 1 day',
    'A session the club cancels: A make-up credit → Carry the session over to the next period',
    'Closed week off for unlimited plans: yes → no',
    'Time to answer a waiting list’s offer: 48 h → 72 h',
  ],
  bg: [
    'Предизвестие за отсъствие: 2 ч → 4 ч',
    'Планове, които носят кредити за наваксване: 8 посещения месечно, 12 посещения месечно, 16 посещения месечно → 8 посещения месечно, 12 посещения месечно',
    'Валидност на кредита за наваксване: 60 дни → 1 ден',
    'Занимание, отменено от клуба: Кредит за наваксване → Заниманието се прехвърля в следващия период',
    'Отстъпка за затворена седмица при неограничен план: да → не',
    'Срок за отговор на предложение от списъка на чакащите: 48 ч → 72 ч',
  ],
  ru: [
    'Предупреждение о пропуске: 2 ч → 4 ч',
    'Абонементы, дающие кредиты на отработку: 8 занятий в месяц, 12 занятий в месяц, 16 занятий в месяц → 8 занятий в месяц, 12 занятий в месяц',
    'Срок действия кредита на отработку: 60 дней → 1 день',
    'Занятие, отменённое клубом: Кредит на отработку → Занятие переносится на следующий период',
    'Скидка за закрытую неделю для безлимитных абонементов: да → нет',
    'Срок ответа на предложение из листа ожидания: 48 ч → 72 ч',
  ],
};

describe('session rules and grace days in the audit log', () => {
  it.each(['en', 'bg', 'ru'] as const)('reads rule by rule in %s', async (language) => {
    const item = await openEntry(language);
    const lines = within(item)
      .getAllByRole('listitem')
      .map((li) => li.textContent?.replace(/\s+/g, ' ').trim());
    expect(lines).toEqual(EXPECTED[language]);
    // Codes and field names never show.
    expect(item.textContent).not.toMatch(/pool_|carry_over|sessionRules|paymentGraceDays|dualDisplay/);
  });

  it('names the grace days and the dual display, each before and after', async () => {
    const item = await openEntry('en');
    expect(within(item).getByText('Absences and make-ups')).toBeVisible();
    expect(within(item).getByText('Grace days')).toBeVisible();
    expect(within(item).getByText('10 → 14')).toBeVisible();
    expect(within(item).getByText('Prices also in the other currency')).toBeVisible();
    expect(within(item).getByText('no → yes')).toBeVisible();
    // The monthly cap did not change: it is left out.
    expect(item.textContent).not.toMatch(/credits a month per child/);
  });
});
