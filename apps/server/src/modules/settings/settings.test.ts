import { DEFAULT_CLUB_SETTINGS } from '@swim/shared/club';
import { DEFAULT_PRICING } from '@swim/shared/period-price';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, clubSettings } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import { buildChild } from '../../test/factories.js';

const t = useTestApp();
let admin: Caller;
beforeEach(async () => {
  admin = await buildCaller(t.app, t.database.db, { role: 'admin' });
});

/** The session rules by default (issue 26), written out by hand. */
const DEFAULT_RULES = {
  absenceNoticeHours: 2,
  creditPlans: ['pool_8', 'pool_12', 'pool_16'],
  creditExpiryDays: 60,
  creditsPerMonth: 2,
  cancelledSession: 'credit',
  unlimitedClosureRefund: true,
  waitlistOfferHours: 48,
  trialsPerChild: 1,
};

const open = (from: string, to: string) => ({ open: from, close: to });
const valid = {
  name: { bg: 'Плувен клуб „Вълна“', en: 'Valna Swimming Club', ru: '' },
  address: { bg: 'бул. „Черни връх“ 1, София', en: '', ru: '' },
  phone: '+359 2 123 4567',
  email: 'office@valna.bg',
  officeHours: [
    open('07:30', '19:00'),
    open('07:30', '19:00'),
    open('07:30', '19:00'),
    open('07:30', '19:00'),
    open('07:30', '18:00'),
    open('10:00', '13:00'),
    null,
  ],
  // A published example IBAN with valid check digits, written without spaces and in small letters.
  bank: { holder: 'Клуб Вълна', iban: 'de89370400440532013000', bic: 'cobadeffxxx', bank: 'Commerzbank' },
  pricing: {
    firstPeriodProRata: false,
    discounts: {
      secondChild: { kind: 'percent', value: 12 },
      thirdChild: null,
      secondClass: { kind: 'amount', value: 750 },
    },
  },
};

const snapshot = async () => ({
  settings: await t.database.db.select().from(clubSettings),
  audit: await t.database.db.select().from(auditLog),
});

describe('club settings', () => {
  it('refuses anonymous callers and non-admins on the admin routes', async () => {
    expect((await t.app.inject({ url: '/api/admin/settings' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/api/admin/settings', payload: valid })).statusCode).toBe(401);
    for (const role of ['parent', 'instructor', 'athlete'] as const) {
      const caller = await buildCaller(t.app, t.database.db, { role });
      expect((await caller.inject({ url: '/api/admin/settings' })).statusCode).toBe(403);
      expect((await caller.inject({ method: 'PUT', url: '/api/admin/settings', payload: valid })).statusCode).toBe(403);
    }
    expect(await t.database.db.select().from(clubSettings)).toEqual([]);
  });

  it('answers with the demo club’s details while no settings are stored', async () => {
    const res = await t.app.inject({ url: '/api/club/settings' });
    expect(res.statusCode).toBe(200);
    // Discounts are the club's own choice: none applies until the club saves its settings.
    expect(res.json()).toEqual({
      ...DEFAULT_CLUB_SETTINGS,
      pricing: DEFAULT_PRICING,
      dualDisplay: false,
      sessionRules: DEFAULT_RULES,
      paymentGraceDays: 10,
    });
  });

  it.each([
    ['a bad IBAN check digit', { bank: { ...valid.bank, iban: 'DE88370400440532013000' } }, 'bank.iban', 'ibanInvalid'],
    [
      'a closing time before the opening',
      { officeHours: [open('18:00', '09:00'), ...valid.officeHours.slice(1)] },
      'officeHours.0.close',
      'closeBeforeOpen',
    ],
    ['no Bulgarian name', { name: { bg: ' ', en: 'Only English' } }, 'name.bg', 'bulgarianRequired'],
    [
      'a time that is not HH:MM',
      { officeHours: [open('8', '19:00'), ...valid.officeHours.slice(1)] },
      'officeHours.0.open',
      'hoursInvalid',
    ],
    ['six days', { officeHours: valid.officeHours.slice(1) }, 'officeHours', 'hoursInvalid'],
    ['a bad BIC', { bank: { ...valid.bank, bic: 'COBA' } }, 'bank.bic', 'bicInvalid'],
    [
      'a discount of 100% (a free month)',
      {
        pricing: {
          ...valid.pricing,
          discounts: { ...valid.pricing.discounts, thirdChild: { kind: 'percent', value: 100 } },
        },
      },
      'pricing.discounts.thirdChild.value',
      'discountPercentInvalid',
    ],
    [
      'a discount of a fraction of a cent',
      {
        pricing: {
          ...valid.pricing,
          discounts: { ...valid.pricing.discounts, secondClass: { kind: 'amount', value: 2.5 } },
        },
      },
      'pricing.discounts.secondClass.value',
      'discountAmountInvalid',
    ],
    [
      'a discount of nothing',
      {
        pricing: {
          ...valid.pricing,
          discounts: { ...valid.pricing.discounts, secondChild: { kind: 'amount', value: 0 } },
        },
      },
      'pricing.discounts.secondChild.value',
      'discountAmountInvalid',
    ],
  ])('refuses %s with 400 and changes nothing', async (_what, change, path, message) => {
    await admin.inject({ method: 'PUT', url: '/api/admin/settings', payload: valid });
    const before = await snapshot();
    const res = await admin.inject({ method: 'PUT', url: '/api/admin/settings', payload: { ...valid, ...change } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.json().error.details).toEqual(expect.arrayContaining([expect.objectContaining({ path, message })]));
    expect(await snapshot()).toEqual(before);
  });

  it('saves the settings, audits what changed, and the public endpoint shows them at once', async () => {
    const first = await t.app.inject({ url: '/api/club/settings' });
    expect(first.json().phone).toBe(DEFAULT_CLUB_SETTINGS.phone);

    const res = await admin.inject({ method: 'PUT', url: '/api/admin/settings', payload: valid });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ updatedBy: { bg: admin.user.name }, phone: '+359 2 123 4567' });

    const after = await t.app.inject({ url: '/api/club/settings', headers: { 'if-none-match': first.headers.etag } });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({
      name: { bg: 'Плувен клуб „Вълна“', en: 'Valna Swimming Club' },
      address: { bg: 'бул. „Черни връх“ 1, София' },
      phone: '+359 2 123 4567',
      email: 'office@valna.bg',
      officeHours: valid.officeHours,
      bank: { holder: 'Клуб Вълна', iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX', bank: 'Commerzbank' },
      pricing: valid.pricing,
      dualDisplay: false,
      sessionRules: DEFAULT_RULES,
      paymentGraceDays: 10,
    });

    // Only the office hours change now: the audit entry names that field alone, with its values before and after.
    const hours = [...valid.officeHours];
    hours[6] = open('10:00', '12:00');
    await admin.inject({ method: 'PUT', url: '/api/admin/settings', payload: { ...valid, officeHours: hours } });
    expect((await t.app.inject({ url: '/api/club/settings' })).json().officeHours[6]).toEqual(open('10:00', '12:00'));
    const audit = await t.database.db.select().from(auditLog).orderBy(auditLog.createdAt);
    expect(audit.map((a) => [a.action, a.actorId, a.entityType])).toEqual([
      ['settings.updated', admin.user.id, 'settings'],
      ['settings.updated', admin.user.id, 'settings'],
    ]);
    expect(Object.keys(audit[0]?.details ?? {}).sort()).toEqual([
      'address',
      'bank',
      'currency',
      'email',
      'name',
      'officeHours',
      'phone',
      'pricing',
    ]);
    // A discount's amount is money: the entry names the currency it was set in.
    expect(audit[0]?.details).toMatchObject({ currency: 'EUR' });
    expect(audit[1]?.details).toEqual({ officeHours: { from: valid.officeHours, to: hours } });

    // A form that does not send the pricing keeps what is stored.
    const { pricing: _kept, ...withoutPricing } = valid;
    expect(
      (await admin.inject({ method: 'PUT', url: '/api/admin/settings', payload: withoutPricing })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ url: '/api/club/settings' })).json().pricing).toEqual(valid.pricing);
  });

  it('puts the stored bank details on a parent’s bank-transfer screen', async () => {
    const parent = await buildCaller(t.app, t.database.db, { role: 'parent' });
    const child = await buildChild(t.database.db, parent.user.id);
    const url = `/api/children/${child.id}/payment-options`;
    expect((await parent.inject({ url })).json().bank).toEqual(DEFAULT_CLUB_SETTINGS.bank);
    await admin.inject({ method: 'PUT', url: '/api/admin/settings', payload: valid });
    expect((await parent.inject({ url })).json().bank).toEqual({
      holder: 'Клуб Вълна',
      iban: 'DE89 3704 0044 0532 0130 00',
      bic: 'COBADEFFXXX',
      bank: 'Commerzbank',
    });
  });
});
