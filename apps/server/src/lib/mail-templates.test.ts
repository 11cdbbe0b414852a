// Every mail the club sends, rendered in Bulgarian and Russian: no code, UUID, 'YYYY-MM' month, catalog key or English
// word reaches a person.
import type { ClubSettings } from '@swim/shared/api/club-settings';
import type { Payment } from '@swim/shared/api/payments';
import type { Order } from '@swim/shared/api/shop';
import { PAYMENT_METHODS } from '@swim/shared/enums';
import { findLatinWords, findRawValues } from '@swim/shared/raw-values';
import { DEFAULT_SESSION_RULES } from '@swim/shared/session-rules';
import { describe, expect, it } from 'vitest';
import { existingAccountMail, resetPasswordMail, verificationMail } from '../modules/auth/auth-mail.js';
import { approveEmailChangeMail, verifyNewEmailMail } from '../modules/auth/email-change-mail.js';
import { signInLinkMail } from '../modules/auth/sign-in-link-mail.js';
import { clubInboxMail } from '../modules/contact/club-inbox-mail.js';
import { contactReplyMail } from '../modules/contact/reply-mail.js';
import { receiptMail } from '../modules/payments/receipt-mail.js';
import { orderConfirmationMail } from '../modules/shop/order-mail.js';
import type { Mail } from './mailer.js';

const PAYMENT: Payment = {
  id: 'c830cbfe-1f0e-4a2b-9d3c-5e6f7a8b9c0d',
  number: 'PM-2026-000123',
  createdAt: '2026-12-03T09:15:00.000Z',
  childId: '33333333-3333-4333-8333-333333333333',
  childName: 'Виктория Петрова',
  enrollmentId: '55555555-5555-4555-8555-555555555555',
  classTitle: { bg: 'Начинаещи (7–10 г.)', ru: 'Начинающие (7–10 лет)' },
  parentName: 'Мария Петрова',
  amount: 8000,
  currency: 'EUR',
  listAmount: null,
  priceLines: [],
  method: 'bank_transfer',
  billingPeriod: '2026-12',
  parentNotes: null,
  status: 'validated',
  refundedAmount: 0,
  kind: 'plan',
  subscriptionId: null,
  paidAt: '2026-12-03T09:15:00.000Z',
  validatedAt: '2026-12-03T10:00:00.000Z',
  validatedByName: { bg: 'Георги Иванов', en: 'Georgi Ivanov', ru: 'Георгий Иванов' },
};
const ORDER: Order = {
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  number: 'SC-2026-000007',
  status: 'completed',
  createdAt: '2026-12-03T09:15:00.000Z',
  paidAt: '2026-12-03T09:16:00.000Z',
  customerName: 'Мария Петрова',
  email: 'maria@example.test',
  phone: '0888 000 000',
  shippingAddress: 'Варна, ул. Морска 1',
  total: 3600,
  currency: 'EUR',
  items: [
    { productId: 'a1b2c3d4-0000-4000-8000-000000000002', name: { bg: 'Очила', ru: 'Очки' }, price: 1800, quantity: 2 },
  ],
};
const CLUB: ClubSettings = {
  name: { bg: 'Плувен клуб „Делфин“', ru: 'Плавательный клуб «Дельфин»' },
  address: { bg: 'Варна' },
  phone: '052 000 000',
  email: 'club@example.test',
  officeHours: [null, null, null, null, null, null, null],
  bank: { holder: 'Делфин', iban: 'BG80BNBG96611020345678', bic: 'BNBGBGSF', bank: 'БНБ' },
  pricing: { firstPeriodProRata: true, discounts: { secondChild: null, thirdChild: null, secondClass: null } },
  dualDisplay: false,
  sessionRules: DEFAULT_SESSION_RULES,
  paymentGraceDays: 10,
};
/** A discounted first month: 8 sessions at 12.00, 3 of 9 left from 19 December, then 10% for a second child. */
const PRICED: Payment = {
  ...PAYMENT,
  amount: 3240,
  listAmount: 9600,
  priceLines: [
    { kind: 'firstPeriod', amount: -6000, startsOn: '2026-12-19', sessionsLeft: 3, sessionsInPeriod: 9 },
    { kind: 'secondChild', amount: -360, rule: { kind: 'percent', value: 10 } },
  ],
};
/** January of an unlimited plan (189.99) after a winter break closed 4 of 10 December sessions: 76.00 off (ADR 0040). */
const AFTER_CLOSURE: Payment = {
  ...PAYMENT,
  billingPeriod: '2027-01',
  amount: 11399,
  listAmount: 18999,
  priceLines: [{ kind: 'closure', amount: -7600, period: '2026-12', sessionsClosed: 4, sessionsInPeriod: 10 }],
};
const USER = { email: 'maria@example.test', name: 'Мария Петрова' };
const LINK = 'http://localhost:3000/auth/verify?token=c830cbfe-1f0e-4a2b-9d3c-5e6f7a8b9c0d&period=2026-12';
const CONFIRMATION = 'http://localhost:3000/api/payments/PM-2026-000123/confirmation.pdf?lang=bg';

const MAILS: Record<string, (language: 'bg' | 'ru') => Mail> = {
  'priced payment receipt': (language) =>
    receiptMail({
      to: USER.email,
      language,
      payment: PRICED,
      clubName: 'Делфин',
      paymentsUrl: LINK,
      confirmationUrl: CONFIRMATION,
      dualDisplay: false,
    }),
  'receipt after a closure': (language) =>
    receiptMail({
      to: USER.email,
      language,
      payment: AFTER_CLOSURE,
      clubName: 'Делфин',
      paymentsUrl: LINK,
      confirmationUrl: CONFIRMATION,
      dualDisplay: false,
    }),
  'payment receipt': (language) =>
    receiptMail({
      to: USER.email,
      language,
      payment: PAYMENT,
      clubName: 'Делфин',
      paymentsUrl: LINK,
      confirmationUrl: CONFIRMATION,
      dualDisplay: false,
    }),
  'order confirmation': (language) =>
    orderConfirmationMail({ order: ORDER, language, clubName: 'Делфин', ordersUrl: LINK, dualDisplay: false }),
  'contact reply': (language) =>
    contactReplyMail({
      to: USER.email,
      name: USER.name,
      subject: 'Тренировки през декември',
      message: 'Има ли тренировки?',
      sentAt: new Date('2026-12-03T09:15:00Z'),
      language,
      body: 'Да, по обичайния график.',
      club: CLUB,
    }),
  // The account's mails speak the language stored with it.
  verification: (language) => verificationMail({ ...USER, preferredLanguage: language }, LINK),
  'password reset': (language) => resetPasswordMail({ ...USER, preferredLanguage: language }, LINK),
  'existing account': (language) => existingAccountMail({ ...USER, preferredLanguage: language }, LINK),
  'sign-in link': (language) => signInLinkMail({ to: USER.email, name: USER.name, language, url: LINK, minutes: 15 }),
  'email change approval': (language) =>
    approveEmailChangeMail({ ...USER, preferredLanguage: language }, 'maria.new@example.test', LINK),
  'new email confirmation': (language) => verifyNewEmailMail({ ...USER, preferredLanguage: language }, LINK),
  // The club reads its inbox in Bulgarian, whatever the visitor's language.
  'message to the club': () =>
    clubInboxMail('club@example.test', {
      name: USER.name,
      email: USER.email,
      phone: '0888 000 000',
      subject: 'Тренировки през декември',
      message: 'Има ли тренировки?',
      locale: 'ru',
    }),
};

describe.each(['bg', 'ru'] as const)('mail templates in %s', (language) => {
  it.each(Object.keys(MAILS))('the %s shows no code, UUID, YYYY-MM month, key or English', (name) => {
    const mail = MAILS[name]?.(language);
    expect(mail).toBeDefined();
    const text = `${mail?.subject}\n${mail?.text}`;
    expect(findRawValues(text)).toEqual([]);
    expect(findLatinWords(text)).toEqual([]);
  });
});

describe('the payment receipt', () => {
  it('names the month in the reader language, the method in words and the payment by its number', () => {
    const text = (language: 'bg' | 'en' | 'ru', payment: Payment = PAYMENT) =>
      receiptMail({
        to: USER.email,
        language,
        payment,
        clubName: 'Делфин',
        paymentsUrl: LINK,
        confirmationUrl: CONFIRMATION,
        dualDisplay: false,
      }).text;
    expect(text('bg')).toContain('Период: декември 2026');
    expect(text('ru')).toContain('Период: декабрь 2026');
    expect(text('en')).toContain('Period: December 2026');
    expect(text('bg')).toContain('Номер на плащането: PM-2026-000123');
    expect(text('ru')).toContain('Способ оплаты: банковский перевод');
    for (const method of PAYMENT_METHODS) expect(findRawValues(text('ru', { ...PAYMENT, method }))).toEqual([]);
  });

  it('links the payment’s confirmation (PDF), named in the mail’s language', () => {
    const text = (language: 'bg' | 'en' | 'ru') =>
      receiptMail({
        to: USER.email,
        language,
        payment: PAYMENT,
        clubName: 'Делфин',
        paymentsUrl: LINK,
        confirmationUrl: CONFIRMATION,
        dualDisplay: false,
      }).text;
    expect(text('bg')).toContain(`Потвърждение за плащането (PDF): ${CONFIRMATION}`);
    expect(text('en')).toContain(`Payment confirmation (PDF): ${CONFIRMATION}`);
    expect(text('ru')).toContain(`Подтверждение оплаты (PDF): ${CONFIRMATION}`);
  });

  it('names the closed month and its sessions when a closure took its share off the month', () => {
    const text = (language: 'bg' | 'en' | 'ru') =>
      receiptMail({
        to: USER.email,
        language,
        payment: AFTER_CLOSURE,
        clubName: 'Делфин',
        paymentsUrl: LINK,
        confirmationUrl: CONFIRMATION,
        dualDisplay: false,
      }).text;
    expect(text('bg')).toMatch(/Затворен басейн: 4 от 10 занимания за декември 2026: -76,00\s€/);
    expect(text('en')).toMatch(/Closure: 4 of 10 sessions in December 2026 not held: -€76\.00/);
    expect(text('ru')).toMatch(/Бассейн закрыт: 4 из 10 занятий за декабрь 2026: -76,00\s€/);
    expect(text('bg')).toMatch(/Сума: 113,99\s€/);
  });

  it('shows how a fair first month and a family discount took the plan price to the amount paid', () => {
    const text = (language: 'bg' | 'en' | 'ru') =>
      receiptMail({
        to: USER.email,
        language,
        payment: PRICED,
        clubName: 'Делфин',
        paymentsUrl: LINK,
        confirmationUrl: CONFIRMATION,
        dualDisplay: false,
      }).text;
    expect(text('bg')).toMatch(/Цена на плана: 96,00\s€/);
    expect(text('bg')).toMatch(/Първи месец: 3 от 9 занимания до края на месеца \(от 19 декември\): -60,00\s€/);
    expect(text('bg')).toMatch(/Отстъпка за второ дете \(10%\): -3,60\s€/);
    expect(text('bg')).toMatch(/Сума: 32,40\s€/);
    expect(text('en')).toMatch(/Second child discount \(10%\): -€3\.60/);
    expect(text('ru')).toMatch(/Первый месяц: 3 из 9 занятий до конца месяца \(с 19 декабря\)/);
    // A payment priced at its list price reads as before: no breakdown.
    expect(
      receiptMail({
        to: USER.email,
        language: 'bg',
        payment: PAYMENT,
        clubName: 'Д',
        paymentsUrl: LINK,
        confirmationUrl: CONFIRMATION,
        dualDisplay: false,
      }).text,
    ).not.toContain('Цена на плана');
  });
});

describe('the account mails', () => {
  it('speak the language stored with the account, and Bulgarian when it holds none the club speaks', () => {
    const subject = (preferredLanguage: unknown) => verificationMail({ ...USER, preferredLanguage }, LINK).subject;
    expect(subject('ru')).toBe('Подтвердите адрес эл. почты');
    expect(subject('en')).toBe('Confirm your email');
    expect(subject('bg')).toBe('Потвърдете имейла си');
    expect(subject('de')).toBe('Потвърдете имейла си');
    expect(resetPasswordMail({ ...USER, preferredLanguage: 'ru' }, LINK).text).toContain(
      'Здравствуйте, Мария Петрова!',
    );
  });
});
