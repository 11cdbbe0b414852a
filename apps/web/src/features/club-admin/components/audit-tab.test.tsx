import type { AuditEntry } from '@swim/shared/api/admin-audit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildMe, buildUser, mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';

const admin = buildUser({ id: 'admin-1', role: 'admin', name: 'Елена Димитрова' });

const entries: AuditEntry[] = [
  {
    id: 'a-1',
    action: 'location.updated',
    entityType: 'location',
    entityId: 'loc-1',
    details: { name: 'Басейн Спартак', active: false },
    target: { name: { bg: 'Басейн Спартак' }, number: null, amount: null, currency: null },
    names: {},
    // 23:30 in Sofia on 14 January (UTC+2).
    createdAt: '2026-01-14T21:30:00.000Z',
    actor: { id: 'admin-1', name: { bg: 'Елена Димитрова' }, email: 'elena@club.bg' },
  },
  {
    id: 'a-2',
    action: 'future.something_new',
    entityType: 'gadget',
    entityId: 'g-7',
    details: { price: { from: 100, to: 120 } },
    target: null,
    names: {},
    createdAt: '2026-01-13T10:00:00.000Z',
    actor: null,
  },
  {
    id: 'a-3',
    action: 'settings.updated',
    entityType: 'settings',
    entityId: '1',
    details: {
      phone: { from: '+359 888 123 456', to: '+359 2 123 4567' },
      officeHours: {
        from: [
          ...Array(5).fill({ open: '08:00', close: '20:00' }),
          { open: '09:00', close: '14:00' },
          { open: '09:00', close: '14:00' },
        ],
        to: [...Array(5).fill({ open: '08:00', close: '20:00' }), { open: '10:00', close: '13:30' }, null],
      },
      pricing: {
        from: {
          firstPeriodProRata: true,
          discounts: { secondChild: { kind: 'percent', value: 10 }, thirdChild: null, secondClass: null },
        },
        to: {
          firstPeriodProRata: false,
          discounts: {
            secondChild: { kind: 'percent', value: 15 },
            thirdChild: null,
            secondClass: { kind: 'amount', value: 500 },
          },
        },
      },
      currency: 'BGN',
    },
    target: null,
    names: {},
    createdAt: '2026-01-12T10:00:00.000Z',
    actor: { id: 'admin-1', name: { bg: 'Елена Димитрова' }, email: 'elena@club.bg' },
  },
];

describe('audit log', () => {
  it('reads each entry as a sentence with who, the record, Sofia time and details; unknown actions show their code', async () => {
    const api = mockApi({
      'GET /api/me': buildMe(admin),
      'GET /api/admin/athletes': [],
      'GET /api/club/settings': {},
      'GET /api/admin/inbox/summary': { unread: 0 },
      'GET /api/admin/audit': { items: entries, total: 3, page: 1, pageSize: 25 },
    });
    await renderRoute('/admin?tab=audit', { language: 'en' });
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Audit entries' });
    const [first, second, third] = within(list).getAllByRole('listitem');
    if (!first || !second || !third) throw new Error('three entries expected');
    expect(within(first).getByText('Updated a location')).toBeInTheDocument();
    expect(within(first).getByText('14 Jan 2026, 23:30:00')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Басейн Спартак' })).toHaveAttribute(
      'href',
      '/admin?tab=locations&q=%D0%91%D0%B0%D1%81%D0%B5%D0%B9%D0%BD+%D0%A1%D0%BF%D0%B0%D1%80%D1%82%D0%B0%D0%BA',
    );
    expect(within(first).getByText(/elena@club\.bg/)).toBeInTheDocument();
    expect(within(second).getByText('Action future.something_new')).toBeInTheDocument();
    expect(within(second).getByText('System')).toBeInTheDocument();
    expect(within(second).queryByRole('link')).toBeNull();
    await user.click(within(second).getByText('Details'));
    expect(within(second).getByText('100 → 120')).toBeVisible();

    // A settings change reads field by field, office hours day by day.
    expect(within(third).getByText('Changed the club settings')).toBeInTheDocument();
    expect(within(third).getByRole('link', { name: 'Club settings' })).toHaveAttribute('href', '/admin?tab=settings');
    await user.click(within(third).getByText('Details'));
    expect(within(third).getByText('+359 888 123 456 → +359 2 123 4567')).toBeVisible();
    expect(within(third).getByText('Saturday: 09:00–14:00 → 10:00–13:30')).toBeVisible();
    expect(within(third).getByText('Sunday: 09:00–14:00 → Closed')).toBeVisible();
    expect(within(third).queryByText(/Monday/)).toBeNull();
    // A pricing change reads rule by rule, by the settings form's names; an unchanged rule is left out.
    expect(within(third).getByText('Family discounts and first month')).toBeVisible();
    expect(within(third).getByText('Fair first month: yes → no')).toBeVisible();
    expect(within(third).getByText("A family's second child: 10% → 15%")).toBeVisible();
    expect(within(third).getByText(/^A child's second class: No discount → BGN\s5\.00$/)).toBeVisible();
    expect(within(third).queryByText('Currency')).toBeNull();
    expect(within(third).queryByText(/Third and further child/)).toBeNull();
    expect(third.textContent).not.toMatch(/percent|amount|pricing|500/);

    await user.selectOptions(screen.getByLabelText('Action'), 'settings.updated');
    await user.type(screen.getByLabelText('From'), '2026-01-10');
    await waitFor(() => {
      const last = api.mock.calls
        .map(([url]) => String(url))
        .filter((url) => url.includes('/admin/audit?'))
        .at(-1);
      expect(last).toMatch(/action=settings\.updated/);
      expect(last).toMatch(/from=2026-01-10/);
    });
  }, 30_000);

  it('reads class and location changes in each language: sessions as days, prices as money, codes by name', async () => {
    const actor = { id: 'admin-1', name: { bg: 'Елена Димитрова' }, email: 'elena@club.bg' };
    const clubEntries: AuditEntry[] = [
      {
        id: 'c-1',
        action: 'class.updated',
        entityType: 'class',
        entityId: 'class-1',
        details: {
          title: 'Делфинчета',
          sessions: { from: [{ dayOfWeek: 0, startTime: '17:30' }], to: [{ dayOfWeek: 2, startTime: '18:00' }] },
          pricePerClass: { from: 2500, to: 3000 },
          level: { from: 'beginner', to: 'advanced' },
          currency: 'BGN',
        },
        target: null,
        names: {},
        createdAt: '2026-01-14T10:00:00.000Z',
        actor,
      },
      {
        id: 'c-2',
        action: 'class.reassigned',
        entityType: 'class',
        entityId: 'class-1',
        details: { title: 'Делфинчета', instructor: { from: 'Иван', to: 'Мария' } },
        target: null,
        names: {},
        createdAt: '2026-01-13T10:00:00.000Z',
        actor,
      },
      {
        id: 'c-3',
        action: 'location.deactivated',
        entityType: 'location',
        entityId: 'loc-1',
        details: { name: 'Басейн Дружба', type: { from: 'pool', to: 'other' } },
        target: null,
        names: {},
        createdAt: '2026-01-12T10:00:00.000Z',
        actor,
      },
    ];
    for (const [language, sentences, texts] of [
      [
        'en',
        ['Updated a class', 'Gave a class to another instructor', 'Deactivated a location'],
        ['Mon 17:30 → Wed 18:00', 'Beginner → Advanced', 'Иван → Мария', 'Pool → Other'],
      ],
      [
        'bg',
        ['Промени група', 'Предаде група на друг треньор', 'Деактивира локация'],
        ['Пн 17:30 → Ср 18:00', 'Иван → Мария'],
      ],
      [
        'ru',
        ['Изменил(а) группу', 'Передал(а) группу другому тренеру', 'Деактивировал(а) локацию'],
        ['Пн 17:30 → Ср 18:00', 'Иван → Мария'],
      ],
    ] as const) {
      mockApi({
        'GET /api/me': buildMe(admin),
        'GET /api/admin/athletes': [],
        'GET /api/club/settings': {},
        'GET /api/admin/inbox/summary': { unread: 0 },
        'GET /api/admin/audit': { items: clubEntries, total: 3, page: 1, pageSize: 25 },
      });
      const { unmount } = await renderRoute('/admin?tab=audit', { language });
      const list = await screen.findByRole('list', { name: /./ });
      for (const sentence of sentences) expect(within(list).getByText(sentence)).toBeInTheDocument();
      for (const text of texts) expect(within(list).getByText(text)).toBeInTheDocument();
      if (language === 'en') {
        expect(within(list).getByText('Sessions')).toBeInTheDocument();
        expect(within(list).getByText(/25\.00.*→.*30\.00/)).toBeInTheDocument();
      }
      unmount();
    }
  }, 30_000);
});
