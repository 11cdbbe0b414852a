// The audit log in Bulgarian and Russian shows no code, UUID, 'YYYY-MM' month or English: entries name their record
// the way a person knows it (the child, the amount and the payment's number) and read every detail in words.
import type { AuditEntry } from '@swim/shared/api/admin-audit';
import { findLatinWords, findRawValues } from '@swim/shared/raw-values';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildMe, buildUser, mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';

const admin = buildUser({ id: 'admin-1', role: 'admin', name: 'Елена Димитрова' });
const actor = { id: 'admin-1', name: { bg: 'Елена Димитрова' }, email: 'elena@club.bg' };
const CHILD = '33333333-3333-4333-8333-333333333333';
const CLASS = '44444444-4444-4444-8444-444444444444';
const none = { number: null, amount: null, currency: null };
const entry = (id: string, fields: Omit<AuditEntry, 'id' | 'createdAt' | 'actor'>): AuditEntry => ({
  id,
  createdAt: '2026-10-14T10:00:00.000Z',
  actor,
  ...fields,
});

const ENTRIES: AuditEntry[] = [
  entry('e-1', {
    action: 'payment.refunded',
    entityType: 'payment',
    entityId: 'c830cbfe-1f0e-4a2b-9d3c-5e6f7a8b9c0d',
    details: {
      amount: 4000,
      currency: 'EUR',
      reason: 'requested_by_customer',
      percent: 50,
      providerRefundId: 're_3Nx81',
    },
    target: { name: { bg: 'Виктория Петрова' }, number: 'PM-2026-000123', amount: 8000, currency: 'EUR' },
    names: {},
  }),
  entry('e-2', {
    action: 'payment.validated',
    entityType: 'payment',
    entityId: 'd830cbfe-1f0e-4a2b-9d3c-5e6f7a8b9c0d',
    details: { amount: 8000, currency: 'EUR', method: 'cash', note: null },
    target: { name: { bg: 'Виктория Петрова' }, number: 'PM-2026-000124', amount: 8000, currency: 'EUR' },
    names: {},
  }),
  entry('e-3', {
    action: 'attendance.changed',
    entityType: 'attendance',
    entityId: 'e830cbfe-1f0e-4a2b-9d3c-5e6f7a8b9c0d',
    details: { childId: CHILD, classId: CLASS, date: '2026-10-13', from: 'absent', to: 'present', sessionChange: -1 },
    target: { name: { bg: 'Виктория Петрова · Делфинчета', ru: 'Виктория Петрова · Дельфинчики' }, ...none },
    names: { [CHILD]: { bg: 'Виктория Петрова' }, [CLASS]: { bg: 'Делфинчета', ru: 'Дельфинчики' } },
  }),
  entry('e-4', {
    action: 'order.cancelled',
    entityType: 'order',
    entityId: 'f830cbfe-1f0e-4a2b-9d3c-5e6f7a8b9c0d',
    details: {
      number: 'SC-2026-000007',
      from: 'completed',
      total: 3600,
      currency: 'EUR',
      refund: { providerRefundId: 're_3Nx', amount: 3600, reason: 'duplicate' },
    },
    target: { name: { bg: 'Мария Петрова' }, number: 'SC-2026-000007', amount: 3600, currency: 'EUR' },
    names: {},
  }),
  entry('e-5', {
    action: 'user.role_changed',
    entityType: 'user',
    entityId: 'user-7',
    details: { from: 'parent', to: 'instructor', athleteBefore: null },
    target: { name: { bg: 'Иван Иванов' }, ...none },
    names: {},
  }),
  entry('e-6', {
    action: 'subscription.plan_changed',
    entityType: 'subscription',
    entityId: 'a830cbfe-1f0e-4a2b-9d3c-5e6f7a8b9c0d',
    details: { from: 'pool_8', to: 'pool_monthly' },
    target: { name: { bg: 'Виктория Петрова' }, ...none },
    names: {},
  }),
  entry('e-7', {
    action: 'billing.kindergarten_issued',
    entityType: 'location',
    entityId: 'b830cbfe-1f0e-4a2b-9d3c-5e6f7a8b9c0d',
    details: { month: '2026-10', issued: 12 },
    target: { name: { bg: 'ДГ „Слънце“', ru: 'Детсад «Солнце»' }, ...none },
    names: {},
  }),
  entry('e-8', {
    action: 'enrollment.transferred',
    entityType: 'enrollment',
    entityId: '99999999-9999-4999-8999-999999999999',
    details: { fromEnrollment: '88888888-8888-4888-8888-888888888888', fromClass: CLASS, toClass: CLASS },
    target: { name: { bg: 'Виктория Петрова · Делфинчета' }, ...none },
    names: {
      [CLASS]: { bg: 'Делфинчета' },
      '88888888-8888-4888-8888-888888888888': { bg: 'Виктория Петрова · Делфинчета' },
    },
  }),
  entry('e-9', {
    action: 'coach_profile.created',
    entityType: 'coach_profile',
    entityId: '12121212-1212-4212-8212-121212121212',
    details: { userId: '13131313-1313-4313-8313-131313131313', name: 'Георги Иванов', published: true },
    target: { name: { bg: 'Георги Иванов' }, ...none },
    names: {},
  }),
  entry('e-10', {
    action: 'athlete_profile.photo_replaced',
    entityType: 'athlete_profile',
    entityId: '14141414-1414-4414-8414-141414141414',
    details: { photoUrl: '/uploads/people/14141414-1414-4414-8414-141414141414.webp' },
    target: { name: { bg: 'Никола Стоянов' }, ...none },
    names: {},
  }),
  entry('e-11', {
    action: 'child.updated',
    entityType: 'child',
    entityId: CHILD,
    details: { fullName: 'Виктория Петрова', fields: ['firstName', 'medicalNotes'] },
    target: { name: { bg: 'Виктория Петрова' }, ...none },
    names: {},
  }),
  entry('e-12', {
    action: 'news.published',
    entityType: 'news',
    entityId: '15151515-1515-4515-8515-151515151515',
    details: { title: 'Нов сезон', slug: 'nov-sezon', publishedAt: '2026-10-14T07:30:00.000Z' },
    target: { name: { bg: 'Нов сезон' }, ...none },
    names: {},
  }),
  entry('e-13', {
    action: 'media.uploaded',
    entityType: 'media',
    entityId: '16161616-1616-4616-8616-161616161616',
    details: { title: 'Тренировка', type: 'photo', sentType: 'image/jpeg', sentBytes: 2_516_582 },
    target: { name: { bg: 'Тренировка' }, ...none },
    names: {},
  }),
  entry('e-14', {
    action: 'product.updated',
    entityType: 'product',
    entityId: '17171717-1717-4717-8717-171717171717',
    details: {
      name: 'Очила',
      price: { from: 1800, to: 2000 },
      currency: 'EUR',
      category: { from: 'goggles', to: 'accessories' },
      stockQuantity: { from: 5, to: 7 },
    },
    target: { name: { bg: 'Очила', ru: 'Очки' }, ...none },
    names: {},
  }),
  entry('e-15', {
    action: 'subscription.cancel_scheduled',
    entityType: 'subscription',
    entityId: '18181818-1818-4818-8818-181818181818',
    details: { reason: 'enrollment_ended', enrollmentId: '88888888-8888-4888-8888-888888888888' },
    target: { name: { bg: 'Виктория Петрова' }, ...none },
    names: { '88888888-8888-4888-8888-888888888888': { bg: 'Виктория Петрова · Делфинчета' } },
  }),
  entry('e-16', {
    action: 'contact.replied',
    entityType: 'contact_message',
    entityId: '19191919-1919-4919-8919-191919191919',
    details: { to: 'james@example.com', language: 'en', replyId: '20202020-2020-4020-8020-202020202020' },
    target: { name: { bg: 'James Whitfield' }, ...none },
    names: {},
  }),
  entry('e-17', {
    action: 'class.updated',
    entityType: 'class',
    entityId: CLASS,
    details: {
      title: 'Делфинчета',
      description: { from: { bg: 'Старо описание', ru: 'Старое описание' }, to: { bg: 'Ново', ru: 'Новое' } },
      level: { from: 'beginner', to: 'intermediate' },
    },
    target: { name: { bg: 'Делфинчета', ru: 'Дельфинчики' }, ...none },
    names: {},
  }),
  entry('e-18', {
    action: 'settings.updated',
    entityType: 'settings',
    entityId: '1',
    details: {
      pricing: {
        from: {
          firstPeriodProRata: true,
          discounts: { secondChild: { kind: 'percent', value: 10 }, thirdChild: null, secondClass: null },
        },
        to: {
          firstPeriodProRata: false,
          discounts: {
            secondChild: { kind: 'percent', value: 15 },
            thirdChild: { kind: 'amount', value: 500 },
            secondClass: null,
          },
        },
      },
    },
    target: null,
    names: {},
  }),
  entry('e-19', {
    action: 'settings.currency_changed',
    entityType: 'settings',
    entityId: '1',
    details: {
      currency: { from: 'BGN', to: 'EUR' },
      classes: [
        {
          id: CLASS,
          title: { bg: 'Делфинчета', ru: 'Дельфинчики' },
          pricePerClass: { from: 2000, to: 1023 },
          monthlyPrice: { from: 17001, to: 8693 },
        },
      ],
      products: [{ id: '55555555-5555-4555-8555-555555555555', name: { bg: 'Шапка' }, price: { from: 1500, to: 767 } }],
      payments: [
        { id: '66666666-6666-4666-8666-666666666666', number: 'PM-2026-000125', amount: { from: 15301, to: 7823 } },
      ],
      bills: [{ id: '77777777-7777-4777-8777-777777777777', amount: { from: 4800, to: 2454 } }],
      discounts: {
        from: {
          firstPeriodProRata: true,
          discounts: { secondChild: null, thirdChild: null, secondClass: { kind: 'amount', value: 978 } },
        },
        to: {
          firstPeriodProRata: true,
          discounts: { secondChild: null, thirdChild: null, secondClass: { kind: 'amount', value: 500 } },
        },
      },
      checkouts: ['PM-2026-000126'],
      subscriptions: 2,
    },
    target: null,
    names: {},
  }),
  entry('e-20', {
    action: 'subscription.cancel_scheduled',
    entityType: 'subscription',
    entityId: '21212121-2121-4121-8121-212121212121',
    details: { reason: 'currency_changeover' },
    target: { name: { bg: 'Виктория Петрова' }, ...none },
    names: {},
  }),
  entry('e-21', {
    action: 'makeup.credit_revoked',
    entityType: 'makeup_credit',
    entityId: '22222222-2222-4222-8222-222222222222',
    details: { childId: CHILD, classId: CLASS, date: '2026-10-13', reason: 'attended_after_all' },
    target: { name: { bg: 'Виктория Петрова' }, ...none },
    names: { [CHILD]: { bg: 'Виктория Петрова' }, [CLASS]: { bg: 'Делфинчета', ru: 'Дельфинчики' } },
  }),
  entry('e-22', {
    action: 'makeup.attendance_marked',
    entityType: 'makeup_booking',
    entityId: '23232323-2323-4323-8323-232323232323',
    details: { childId: CHILD, classId: CLASS, date: '2026-10-13', from: 'absent', to: 'present' },
    target: { name: { bg: 'Виктория Петрова' }, ...none },
    names: { [CHILD]: { bg: 'Виктория Петрова' }, [CLASS]: { bg: 'Делфинчета', ru: 'Дельфинчики' } },
  }),
  entry('e-23', {
    action: 'makeup.credit_granted',
    entityType: 'makeup_credit',
    entityId: '24242424-2424-4424-8424-242424242424',
    details: { childId: CHILD, reason: 'Студена вода в басейна' },
    target: { name: { bg: 'Виктория Петрова' }, ...none },
    names: { [CHILD]: { bg: 'Виктория Петрова' } },
  }),
  // A closure moved by a day and widened to the whole club: its reason in words, the days and what it was before.
  entry('e-24', {
    action: 'closure.updated',
    entityType: 'closure',
    entityId: '25252525-2525-4525-8525-252525252525',
    details: {
      from: '2026-12-24',
      to: '2026-12-27',
      location: null,
      reason: 'public_holiday',
      note: 'Коледа',
      previous: {
        from: '2026-12-23',
        to: '2026-12-26',
        location: { bg: 'Басейн Възраждане', ru: 'Бассейн Возрождение' },
        reason: 'pool_maintenance',
        note: null,
      },
    },
    target: null,
    names: {},
  }),
  // A session moved by its coach: from and to are the club's wall clock, 'YYYY-MM-DD HH:MM'.
  entry('e-25', {
    action: 'session.moved',
    entityType: 'class',
    entityId: CLASS,
    details: {
      classId: CLASS,
      date: '2026-10-13',
      startTime: '17:00',
      from: '2026-10-13 17:00',
      to: '2026-10-15 18:30',
      note: 'Треньорът е болен',
    },
    target: { name: { bg: 'Делфинчета', ru: 'Дельфинчики' }, ...none },
    names: { [CLASS]: { bg: 'Делфинчета', ru: 'Дельфинчики' } },
  }),
  // A cancelled session restored: it had no time of its own before.
  entry('e-26', {
    action: 'session.restored',
    entityType: 'class',
    entityId: CLASS,
    details: { classId: CLASS, date: '2026-11-03', startTime: '17:00', from: null, to: '2026-11-03 17:00' },
    target: { name: { bg: 'Делфинчета', ru: 'Дельфинчики' }, ...none },
    names: { [CLASS]: { bg: 'Делфинчета', ru: 'Дельфинчики' } },
  }),
  entry('e-27', {
    action: 'session.carry_over_applied',
    entityType: 'session_carry_over',
    entityId: '26262626-2626-4626-8626-262626262626',
    details: {
      childId: CHILD,
      classId: CLASS,
      enrollmentId: '27272727-2727-4727-8727-272727272727',
      date: '2026-09-22',
      startTime: '17:00',
      month: '2026-10',
      sessionChange: 1,
    },
    target: null,
    names: { [CHILD]: { bg: 'Виктория Петрова' }, [CLASS]: { bg: 'Делфинчета', ru: 'Дельфинчики' } },
  }),
  entry('e-28', {
    action: 'makeup.moved',
    entityType: 'makeup_booking',
    entityId: '28282828-2828-4828-8828-282828282828',
    details: { childId: CHILD, fromClass: CLASS, toClass: CLASS, date: { from: '2026-10-20', to: '2026-10-22' } },
    target: null,
    names: { [CHILD]: { bg: 'Виктория Петрова' }, [CLASS]: { bg: 'Делфинчета', ru: 'Дельфинчики' } },
  }),
  entry('e-29', {
    action: 'absence.reported',
    entityType: 'absence',
    entityId: '29292929-2929-4929-8929-292929292929',
    details: { childId: CHILD, classId: CLASS, date: '2026-10-27' },
    target: null,
    names: { [CHILD]: { bg: 'Виктория Петрова' }, [CLASS]: { bg: 'Делфинчета', ru: 'Дельфинчики' } },
  }),
  // Waiting lists (issue 28): the plan by its name, the deadline as a date and time, a new order as a count.
  entry('e-30', {
    action: 'waitlist.joined',
    entityType: 'waitlist_entry',
    entityId: '30303030-3030-4030-8030-303030303030',
    details: { childId: CHILD, classId: CLASS, planType: 'pool_8' },
    target: null,
    names: { [CHILD]: { bg: 'Виктория Петрова' }, [CLASS]: { bg: 'Делфинчета', ru: 'Дельфинчики' } },
  }),
  entry('e-31', {
    action: 'waitlist.offered',
    entityType: 'waitlist_offer',
    entityId: '31313131-3131-4131-8131-313131313131',
    details: { childId: CHILD, classId: CLASS, expiresAt: '2026-10-16T15:00:00.000Z', overCapacity: true },
    target: null,
    names: { [CHILD]: { bg: 'Виктория Петрова' }, [CLASS]: { bg: 'Делфинчета', ru: 'Дельфинчики' } },
  }),
  entry('e-32', {
    action: 'waitlist.reordered',
    entityType: 'class',
    entityId: CLASS,
    details: {
      classId: CLASS,
      entryIds: [
        '32323232-3232-4232-8232-323232323232',
        '30303030-3030-4030-8030-303030303030',
        '33333333-3333-4333-8333-333333333334',
      ],
    },
    target: { name: { bg: 'Делфинчета', ru: 'Дельфинчики' }, ...none },
    names: { [CLASS]: { bg: 'Делфинчета', ru: 'Дельфинчики' } },
  }),
  entry('e-33', {
    action: 'waitlist.offer_expired',
    entityType: 'waitlist_offer',
    entityId: '34343434-3434-4434-8434-343434343434',
    details: { childId: CHILD, classId: CLASS, expiresAt: '2026-10-16T15:00:00.000Z' },
    target: null,
    names: { [CHILD]: { bg: 'Виктория Петрова' }, [CLASS]: { bg: 'Делфинчета', ru: 'Дельфинчики' } },
  }),
];

const EXPECTED = {
  bg: {
    fields: 'Име на латиница, Медицински бележки',
    category: 'Очила → Аксесоари',
    reason: 'Записването приключи',
    size: '2,4 МБ',
    description: 'Старо описание → Ново',
    pricing: 'Семейни отстъпки и първи месец',
    firstPeriod: 'Справедлив първи месец: да → не',
    secondChild: 'Второ дете в семейството: 10% → 15%',
    thirdChild: 'Трето и следващо дете: Без отстъпка → 5,00',
    changeover: 'Премина от лева към евро',
    changedClass: 'Делфинчета: Цена на занимание 20,00 лв. → 10,23 €; Месечна цена 170,01 лв. → 86,93 €',
    changedPayment: 'PM-2026-000125: 153,01 лв. → 78,23 €',
    changedDiscount: '9,78 лв. → 5,00 €',
    endedSubscriptions: 'Абонаменти с карта, насрочени за прекратяване2',
    changeoverReason: 'Клубът премина към евро',
    attendedAfterAll: 'Детето все пак дойде',
    guestMarkedFrom: 'Отсъства',
    guestMarkedTo: 'Присъства',
    creditGranted: 'Даде кредит за наваксване',
    closureReason: 'Официален празник',
    closureWholeClub: 'Целият клуб',
    closureBefore: 'От: 23 дек 2026До: 26 дек 2026Локация: Басейн ВъзражданеПричина: Профилактика на басейна',
    sessionMovedFrom: '13 окт 2026, 17:00',
    sessionMovedTo: '15 окт 2026, 18:30',
    sessionRestored: '3 ное 2026, 17:00',
    makeupMoved: '20 окт 2026 → 22 окт 2026',
    carriedOverEntity: 'Прехвърлено занимание',
    absenceEntity: 'Отсъствие',
    makeupEntity: 'Наваксване',
    waitlistJoined: 'Записа дете в списък на чакащите',
    waitlistPlan: 'План8 посещения месечно',
    waitlistDeadline: 'Запазено до16 окт 2026, 18:00',
    waitlistOverCapacity: 'Над капацитета на групатада',
    waitlistReordered: 'Семейства в списъка3 семейства',
    waitlistExpired: 'Предложение от списък на чакащите изтече',
    waitlistEntity: 'Предложено място',
  },
  ru: {
    fields: 'Имя латиницей, Медицинские заметки',
    category: 'Очки → Аксессуары',
    reason: 'Запись завершена',
    size: '2,4 МБ',
    description: 'Старое описание → Новое',
    pricing: 'Семейные скидки и первый месяц',
    firstPeriod: 'Справедливый первый месяц: да → нет',
    secondChild: 'Второй ребёнок в семье: 10 % → 15 %',
    thirdChild: 'Третий и следующие дети: Без скидки → 5,00',
    changeover: 'Перевёл(а) клуб с левов на евро',
    changedPayment: 'PM-2026-000125: 153,01 лв. → 78,23 €',
    changedDiscount: '9,78 лв. → 5,00 €',
    endedSubscriptions: 'Подписки с оплатой картой, назначенные к завершению2',
    changeoverReason: 'Клуб перешёл на евро',
    attendedAfterAll: 'Ребёнок всё-таки пришёл',
    guestMarkedFrom: 'Не был',
    guestMarkedTo: 'Был',
    creditGranted: 'Выдал(а) кредит на отработку',
    closureReason: 'Государственный праздник',
    closureWholeClub: 'Весь клуб',
    closureBefore: 'С: 23 дек. 2026На: 26 дек. 2026Локация: Бассейн ВозрождениеПричина: Профилактика бассейна',
    sessionMovedFrom: '13 окт. 2026, 17:00',
    sessionMovedTo: '15 окт. 2026, 18:30',
    sessionRestored: '3 нояб. 2026, 17:00',
    makeupMoved: '20 окт. 2026 → 22 окт. 2026',
    carriedOverEntity: 'Перенесённое занятие',
    absenceEntity: 'Отсутствие',
    makeupEntity: 'Отработка',
    waitlistJoined: 'Записал(а) ребёнка в лист ожидания',
    waitlistPlan: 'Тариф8 занятий в месяц',
    waitlistDeadline: 'Сохраняется до16 окт. 2026, 18:00',
    waitlistOverCapacity: 'Сверх вместимости группыда',
    waitlistReordered: 'Семьи в листе3 семьи',
    waitlistExpired: 'Предложение из листа ожидания истекло',
    waitlistEntity: 'Предложение места',
  },
};

describe.each(['bg', 'ru'] as const)('the audit log in %s', (language) => {
  it('names each record and reads every detail in words: no code, UUID, YYYY-MM month or English', async () => {
    mockApi({
      'GET /api/me': buildMe(admin),
      'GET /api/admin/athletes': [],
      'GET /api/club/settings': {},
      'GET /api/admin/inbox/summary': { unread: 0 },
      'GET /api/admin/audit': { items: ENTRIES, total: ENTRIES.length, page: 1, pageSize: 25 },
    });
    await renderRoute('/admin?tab=audit', { language });
    const user = userEvent.setup();
    // The audit area is loaded on first opening: give its code time to arrive on a busy machine.
    const list = await screen.findByRole(
      'list',
      { name: language === 'bg' ? 'Записи в журнала' : /журнал/i },
      { timeout: 10_000 },
    );
    for (const item of within(list).getAllByRole('listitem')) {
      const summary = item.querySelector('summary');
      if (summary) await user.click(summary);
    }
    expect(within(list).getAllByRole('link', { name: /PM-2026-000123 · Виктория Петрова · 80,00/ })).toHaveLength(1);
    // A name people write in Latin letters (a visitor's) is theirs; everything else is in the reader's words.
    const text = (list.textContent ?? '').replace('James Whitfield', '');
    expect(findRawValues(text)).toEqual([]);
    expect(findLatinWords(text)).toEqual([]);
    for (const words of Object.values(EXPECTED[language])) expect(list).toHaveTextContent(words);
    // The currency is in every amount already; an id nothing names (a reply, an account) is left out.
    expect(within(list).queryByText(language === 'bg' ? 'Валута' : 'Валюта')).not.toBeInTheDocument();
    expect(
      within(list).getAllByRole('link', { name: language === 'bg' ? 'Отвори файла' : 'Открыть файл' }),
    ).toHaveLength(1);
    expect(list.textContent).toContain(language === 'bg' ? 'октомври 2026' : 'октябрь 2026');
    // A closure is a record the console has: its entry links to the closures.
    expect(within(list).getByRole('link', { name: language === 'bg' ? 'Затваряне' : 'Закрытие' })).toHaveAttribute(
      'href',
      '/admin?tab=closures',
    );
    expect(list.textContent).toContain(language === 'bg' ? 'По искане на родителя' : 'По просьбе');
  }, 30_000);
});
