// The club's legal details for invoices: admins only, checked field by field (an EIK's check digit, a VAT number when
// registered), stored in the club's settings (made from the defaults when missing) and audited before and after.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, clubSettings } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import { CLUB_LEGAL, CLUB_LEGAL_VAT } from './test-invoices.js';

const t = useTestApp({ rateLimitMax: 100_000 });
let admin: Caller;

beforeEach(async () => {
  admin = await buildCaller(t.app, t.database.db, { role: 'admin', name: 'Админ' });
});

const put = (caller: Caller, payload: object) =>
  caller.inject({ method: 'PUT', url: '/api/admin/club-legal', payload });
const stored = async () => (await t.database.db.select().from(clubSettings)).map((row) => row.legal);

describe('the club’s legal details', () => {
  it('are for admins only', async () => {
    expect((await t.app.inject({ url: '/api/admin/club-legal' })).statusCode).toBe(401);
    const parent = await buildCaller(t.app, t.database.db);
    expect((await parent.inject({ url: '/api/admin/club-legal' })).statusCode).toBe(403);
    expect((await put(parent, CLUB_LEGAL)).statusCode).toBe(403);
    expect(await stored()).toEqual([]);
  });

  it('refuses a wrong EIK check digit, a missing VAT number when registered, and empty fields, changing nothing', async () => {
    const wrongEik = await put(admin, { ...CLUB_LEGAL, eik: '121517191' });
    expect(wrongEik.statusCode).toBe(400);
    expect(wrongEik.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'eik', message: 'eikInvalid' }],
    });
    const noVat = await put(admin, { ...CLUB_LEGAL, vatRegistered: true, vatNumber: '' });
    expect(noVat.json().error.details).toEqual([{ path: 'vatNumber', message: 'vatNumberRequired' }]);
    const empty = await put(admin, { ...CLUB_LEGAL, legalName: ' ', mol: '' });
    expect(empty.json().error.details).toEqual(
      expect.arrayContaining([
        { path: 'legalName', message: 'legalNameRequired' },
        { path: 'mol', message: 'molRequired' },
      ]),
    );
    expect(await stored()).toEqual([]);
    expect(await t.database.db.select().from(auditLog)).toEqual([]);
    expect((await admin.inject({ url: '/api/admin/club-legal' })).json()).toEqual({ legal: null });
  });

  it('stores them (the settings row made when missing), answers them and audits each change', async () => {
    const first = await put(admin, { ...CLUB_LEGAL, eik: '121 517 190' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ legal: CLUB_LEGAL });
    expect(await stored()).toEqual([CLUB_LEGAL]);
    const [settings] = await t.database.db.select().from(clubSettings);
    expect(settings?.name.bg).toBeTruthy();
    expect((await admin.inject({ url: '/api/admin/club-legal' })).json()).toEqual({ legal: CLUB_LEGAL });

    const second = await put(admin, { ...CLUB_LEGAL_VAT, vatNumber: 'bg 121517190' });
    expect(second.json().legal).toEqual(CLUB_LEGAL_VAT);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.updated'))
      .orderBy(auditLog.createdAt);
    expect(entries).toHaveLength(2);
    expect(entries[1]?.details).toEqual({
      vatNumber: { from: null, to: 'BG121517190' },
      vatRegistered: { from: false, to: true },
    });
    expect(entries[0]?.details).toMatchObject({ eik: { from: null, to: '121517190' } });

    // Leaving registration drops the VAT number.
    const third = await put(admin, { ...CLUB_LEGAL_VAT, vatRegistered: false });
    expect(third.json().legal).toEqual(CLUB_LEGAL);
  });
});
