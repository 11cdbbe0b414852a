import { beforeEach, describe, expect, it } from 'vitest';
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

const publicDualDisplay = async () => (await t.app.inject({ url: '/api/club/settings' })).json().dualDisplay;
const stored = async () => (await t.database.db.select().from(clubSettings))[0]?.dualDisplay;

describe('dual display as a club setting', () => {
  it('is off for a new club, and a non-boolean is refused without changing anything', async () => {
    expect(await publicDualDisplay()).toBe(false);
    expect((await admin.inject({ url: '/api/admin/settings' })).json().dualDisplay).toBe(false);
    const res = await admin.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      payload: { ...form, dualDisplay: 'yes' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'dualDisplay' })]),
    );
    expect(await t.database.db.select().from(clubSettings)).toEqual([]);
  });

  it('turns on and off from the admin form, shows on the public read, audits the change, and an older form keeps it', async () => {
    const on = await admin.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      payload: { ...form, dualDisplay: true },
    });
    expect(on.statusCode).toBe(200);
    expect(on.json().dualDisplay).toBe(true);
    expect(await stored()).toBe(true);
    expect(await publicDualDisplay()).toBe(true);

    // A form that does not know the setting leaves it as stored.
    expect((await admin.inject({ method: 'PUT', url: '/api/admin/settings', payload: form })).statusCode).toBe(200);
    expect(await stored()).toBe(true);

    expect(
      (await admin.inject({ method: 'PUT', url: '/api/admin/settings', payload: { ...form, dualDisplay: false } }))
        .statusCode,
    ).toBe(200);
    expect(await publicDualDisplay()).toBe(false);

    const audit = await t.database.db.select().from(auditLog).orderBy(auditLog.createdAt);
    expect(audit.map((entry) => (entry.details as Record<string, unknown>).dualDisplay)).toEqual([
      { from: false, to: true },
      undefined,
      { from: true, to: false },
    ]);
  });
});
