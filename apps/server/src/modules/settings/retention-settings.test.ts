// The retention periods as club settings (issue 29, ADR 0046): only the admin reads and saves them, they are not on the
// public read, an older form that leaves them out keeps them, a period out of range is refused with the field named and
// changes nothing, and a change is audited with the periods before and after.
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { auditLog, clubSettings } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';

const t = useTestApp();
let admin: Caller;
beforeEach(async () => {
  admin = await buildCaller(t.app, t.database.db, { role: 'admin' });
});

const form = {
  name: { bg: 'Плувен клуб „Вълна“', en: '', ru: '' },
  address: { bg: 'бул. „Черни връх“ 1, София', en: '', ru: '' },
  phone: '+359 2 123 4567',
  email: 'office@valna.bg',
  officeHours: [null, null, null, null, null, null, null],
  bank: { holder: 'Клуб Вълна', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', bank: 'Commerzbank' },
};

/** ADR 0046's defaults, written out by hand. */
const DEFAULTS = {
  contactMessagesMonths: 24,
  outboxBodiesMonths: 6,
  auditDetailsMonths: 36,
  attendanceMonths: 36,
  trialVisitorsMonths: 12,
};
const CHANGED = {
  contactMessagesMonths: 12,
  outboxBodiesMonths: 3,
  auditDetailsMonths: 48,
  attendanceMonths: 24,
  trialVisitorsMonths: 6,
};

const put = (payload: object) => admin.inject({ method: 'PUT', url: '/api/admin/settings', payload });
const adminRead = async () => (await admin.inject({ url: '/api/admin/settings' })).json();
const storedRetention = async () =>
  (await queryRows<{ retention: unknown }>(t.database.db, sql`select retention from club_settings`))[0]?.retention;
const snapshot = async () => ({
  settings: await t.database.db.select().from(clubSettings),
  audit: await t.database.db.select().from(auditLog),
});

describe('retention periods in the club settings', () => {
  it('are for the admin only: other roles are refused, the public read does not carry them', async () => {
    expect((await t.app.inject({ url: '/api/admin/settings' })).statusCode).toBe(401);
    for (const role of ['parent', 'instructor', 'athlete'] as const) {
      const caller = await buildCaller(t.app, t.database.db, { role });
      expect((await caller.inject({ url: '/api/admin/settings' })).statusCode).toBe(403);
      expect(
        (await caller.inject({ method: 'PUT', url: '/api/admin/settings', payload: { ...form, retention: CHANGED } }))
          .statusCode,
      ).toBe(403);
    }
    expect(await storedRetention()).toBeUndefined();
    expect((await t.app.inject({ url: '/api/club/settings' })).json()).not.toHaveProperty('retention');
  });

  it('read as the defaults, save, read back, and stay when a form leaves them out', async () => {
    expect((await adminRead()).retention).toEqual(DEFAULTS);

    expect((await put({ ...form, retention: CHANGED })).statusCode).toBe(200);
    expect(await storedRetention()).toEqual(CHANGED);
    expect((await adminRead()).retention).toEqual(CHANGED);

    const saved = await put({ ...form, phone: '+359 2 765 4321' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().retention).toEqual(CHANGED);
    expect(await storedRetention()).toEqual(CHANGED);

    const entries = await queryRows<{ details: Record<string, unknown> }>(
      t.database.db,
      sql`select details from audit_log where action = 'settings.updated' order by created_at`,
    );
    expect(entries[0]?.details.retention).toEqual({ from: DEFAULTS, to: CHANGED });
    // The second save changed the phone only.
    expect(entries[1]?.details).not.toHaveProperty('retention');
  });

  it.each([
    ['zero months', { contactMessagesMonths: 0 }, 'contactMessagesMonths'],
    ['more than ten years', { outboxBodiesMonths: 121 }, 'outboxBodiesMonths'],
    ['a fraction', { auditDetailsMonths: 1.5 }, 'auditDetailsMonths'],
    ['text', { attendanceMonths: 'x' }, 'attendanceMonths'],
    ['nothing', { trialVisitorsMonths: null }, 'trialVisitorsMonths'],
  ])('refuse %s with the field named and change nothing', async (_, bad, field) => {
    await put({ ...form, retention: CHANGED });
    const before = await snapshot();

    const res = await put({ ...form, retention: { ...CHANGED, ...bad } });

    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: `retention.${field}`, message: 'retentionMonthsInvalid' }],
    });
    expect(await snapshot()).toEqual(before);
  });

  it('refuse a period left out of the retention part (all five are asked together)', async () => {
    const { trialVisitorsMonths: _, ...four } = CHANGED;
    const res = await put({ ...form, retention: four });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([
      { path: 'retention.trialVisitorsMonths', message: 'retentionMonthsInvalid' },
    ]);
    expect(await storedRetention()).toBeUndefined();
  });
});
