// A paid or validated payment's confirmation PDF: who may download it, what it says in each language, and the
// receipt mail's link to it (issue 24 item 7).
import { randomUUID } from 'node:crypto';
import { findRawValues } from '@swim/shared/raw-values';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox, users } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import { buildChild, buildClass, buildEnrollment, buildPayment, clubMonth } from '../../test/factories.js';
import { pdfText } from '../../test/pdf-text.js';

const t = useTestApp({ rateLimitMax: 100_000 });
let parent: Caller;
let coach: Caller;
let childId: string;
let enrollmentId: string;

const PAID_AT = new Date('2026-11-14T10:00:00Z');

beforeEach(async () => {
  const db = t.database.db;
  parent = await buildCaller(t.app, db, { name: 'Мария Петрова' });
  coach = await buildCaller(t.app, db, { role: 'instructor', name: 'Иван Треньоров' });
  const cls = await buildClass(db, {
    instructorId: coach.user.id,
    title: { bg: 'Начинаещи', en: 'Beginners', ru: 'Начинающие' },
    sessions: [
      { dayOfWeek: 0, startTime: '17:00' },
      { dayOfWeek: 2, startTime: '17:00' },
      { dayOfWeek: 4, startTime: '17:00' },
    ],
  });
  childId = (await buildChild(db, parent.user.id, { fullName: 'Александър Петров' })).id;
  enrollmentId = (await buildEnrollment(db, childId, cls.id, { planType: 'pool_12' })).id;
});

const payment = (overrides: Partial<Parameters<typeof buildPayment>[1]> = {}) =>
  buildPayment(t.database.db, {
    parentId: parent.user.id,
    childId,
    enrollmentId,
    amount: 24000,
    currency: 'EUR',
    billingPeriod: '2026-11',
    paidAt: PAID_AT,
    ...overrides,
  });
const download = (caller: Caller, id: string, lang?: string) =>
  caller.inject({ url: `/api/payments/${id}/confirmation.pdf${lang ? `?lang=${lang}` : ''}` });
/** The PDF's text with every kind of space read as one plain space (money is written with no-break spaces). */
const textOf = async (res: LightMyRequestResponse) => (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
const setLanguage = (userId: string, language: 'bg' | 'en' | 'ru') =>
  t.database.db.update(users).set({ preferredLanguage: language }).where(eq(users.id, userId));

describe('who gets a payment confirmation', () => {
  it('asks for a session first', async () => {
    const paid = await payment();
    const res = await t.app.inject({ url: `/api/payments/${paid.id}/confirmation.pdf` });
    expect(res.statusCode).toBe(401);
  });

  it('answers another family and another class’s coach exactly like an unknown payment', async () => {
    const paid = await payment();
    const otherParent = await buildCaller(t.app, t.database.db, { name: 'Друг Родител' });
    const otherCoach = await buildCaller(t.app, t.database.db, { role: 'instructor', name: 'Петя Друга' });
    const unknown = await download(parent, randomUUID());
    expect(unknown.statusCode).toBe(404);
    for (const caller of [otherParent, otherCoach]) {
      const theirs = await download(caller, paid.id);
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json()).toEqual(unknown.json());
    }
    expect((await download(parent, 'not-an-id')).json()).toEqual(unknown.json());
  });

  it('lets the parent, the class’s coach and an admin download it', async () => {
    const paid = await payment();
    const admin = await buildCaller(t.app, t.database.db, { role: 'admin', name: 'Админ' });
    for (const caller of [parent, coach, admin]) {
      const res = await download(caller, paid.id);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`inline; filename="${paid.number}.pdf"`);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('refuses a pending or failed payment with a clear code', async () => {
    const pending = await payment({ method: 'cash', status: 'pending', paidAt: null });
    const failed = await payment({ status: 'failed', paidAt: null, billingPeriod: '2026-10' });
    for (const row of [pending, failed]) {
      const res = await download(parent, row.id);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('PAYMENT_NOT_CONFIRMED');
    }
  });

  it('refuses a language it does not speak', async () => {
    const paid = await payment();
    const res = await download(parent, paid.id, 'de');
    expect(res.statusCode).toBe(400);
  });
});

describe('what the confirmation says', () => {
  it('in Bulgarian (the parent’s language): every fact, the month in words, and that it is not a fiscal receipt', async () => {
    const paid = await payment();
    const text = await textOf(await download(parent, paid.id));
    for (const expected of [
      'Потвърждение за плащане',
      'Плувен клуб „Делфин“',
      'ул. „Плувна“ 12, 1000 София',
      'Платец Мария Петрова',
      'Дете Александър Петров',
      'Група Начинаещи',
      'План 12 посещения месечно',
      'Период ноември 2026',
      'Сума 240,00 €',
      'Начин на плащане С карта',
      'Платено на 14 ноември 2026 г.',
      `Номер на плащането ${paid.number}`,
      `Идентификатор ${paid.id}`,
      'не е фискален бон',
      'не е фактура',
    ]) {
      expect(text).toContain(expected);
    }
    expect(findRawValues(text.replace(paid.id, ''))).toEqual([]);
  });

  it('in English when the web asks for it, for the class’s coach: a validated cash payment', async () => {
    const validated = await payment({
      method: 'cash',
      status: 'validated',
      validatedBy: coach.user.id,
      validatedAt: new Date('2026-11-03T08:30:00Z'),
      paidAt: new Date('2026-11-03T08:30:00Z'),
    });
    const text = await textOf(await download(coach, validated.id, 'en'));
    for (const expected of [
      'Payment confirmation',
      'Delfin Swimming Club',
      '12 Pluvna St, 1000 Sofia, Bulgaria',
      'Child Александър Петров',
      'Class Beginners',
      'Plan 12 sessions a month',
      'Period November 2026',
      'Amount €240.00',
      'Payment method Cash',
      'Confirmed on 3 November 2026',
      `Payment number ${validated.number}`,
      `Reference ${validated.id}`,
      'not a fiscal receipt and not an invoice',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Потвърждение');
  });

  it('in Russian for a Russian-speaking parent, also when an admin downloads it; a partial refund is shown', async () => {
    await setLanguage(parent.user.id, 'ru');
    const paid = await payment({ method: 'bank_transfer', status: 'validated', refundedAmount: 4000 });
    const admin = await buildCaller(t.app, t.database.db, { role: 'admin', name: 'Админ' });
    const text = await textOf(await download(admin, paid.id));
    for (const expected of [
      'Подтверждение оплаты',
      'Плавательный клуб «Делфин»',
      'ул. «Плувна» 12, 1000 София, Болгария',
      'Ребёнок Александър Петров',
      'Группа Начинающие',
      'Тариф 12 занятий в месяц',
      'Период ноябрь 2026',
      'Сумма 240,00 €',
      'Возвращено 40,00 €',
      'Способ оплаты Банковский перевод',
      `Номер платежа ${paid.number}`,
      'не является фискальным чеком',
      'не является счётом-фактурой',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/Подтверждено 14 ноября 2026/);
    expect(findRawValues(text.replace(paid.id, ''))).toEqual([]);
  });
});

describe('the receipt mail', () => {
  it('links the confirmation in the parent’s language, and the link downloads it', async () => {
    await setLanguage(parent.user.id, 'ru');
    const declared = await parent.inject({
      method: 'POST',
      url: `/api/children/${childId}/payments`,
      payload: { enrollmentId, billingPeriod: clubMonth(), method: 'cash' },
    });
    const { id, number } = declared.json().payment as { id: string; number: string };
    expect((await coach.inject({ method: 'POST', url: `/api/payments/${id}/validate`, payload: {} })).statusCode).toBe(
      200,
    );
    const [mail] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'payment-receipt'));
    const link = mail?.text.match(/Подтверждение оплаты \(PDF\): (\S+)/)?.[1];
    // The link names the payment by the number the mail shows: a person reads no id.
    expect(link).toBe(`${t.app.payments.publicUrl}/api/payments/${number}/confirmation.pdf?lang=ru`);
    expect(mail?.text).not.toContain(id);
    const path = new URL(link ?? '').pathname + new URL(link ?? '').search;
    const res = await parent.inject({ url: path });
    expect(res.statusCode).toBe(200);
    expect(await textOf(res)).toContain('Подтверждение оплаты');
    expect(await textOf(res)).toContain(number);
    // By number as by id, another family gets what an unknown payment gets.
    const other = await buildCaller(t.app, t.database.db, { name: 'Друг Родител' });
    expect((await other.inject({ url: path })).statusCode).toBe(404);
  });
});
