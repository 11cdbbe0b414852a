// Asking for an invoice of a paid payment: who may, what is refused (and then nothing changes: no number is taken, no
// row written), what is issued, mailed and downloadable.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox, invoices } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import { pdfText } from '../../test/pdf-text.js';
import { COMPANY, buildPaidMonth, documentRows, enterClubLegal, lastInvoiceNumber } from './test-invoices.js';

const t = useTestApp({ rateLimitMax: 100_000 });
let parent: Caller;
let admin: Caller;
let paymentId: string;

beforeEach(async () => {
  parent = await buildCaller(t.app, t.database.db, { name: 'Мария Петрова' });
  admin = await buildCaller(t.app, t.database.db, { role: 'admin', name: 'Админ' });
  paymentId = (await buildPaidMonth(t.database.db, parent.user.id)).id;
});

const PERSON = { type: 'person', name: 'Мария Петрова', address: 'гр. София, ул. „Шипка“ 3' } as const;
const ask = (caller: Caller, id = paymentId, recipient: object = PERSON) =>
  caller.inject({ method: 'POST', url: `/api/payments/${id}/invoice`, payload: { recipient } });

/** Nothing was issued: no document, no number taken. */
async function expectNothingIssued() {
  expect(await documentRows(t.database.db)).toEqual([]);
  expect(await lastInvoiceNumber(t.database.db)).toBe(0);
}

describe('asking for an invoice of a payment', () => {
  it('asks for a session and a parent or admin, and a recipient', async () => {
    await enterClubLegal(admin);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/payments/${paymentId}/invoice`,
      payload: { recipient: PERSON },
    });
    expect(anonymous.statusCode).toBe(401);
    const coach = await buildCaller(t.app, t.database.db, { role: 'instructor' });
    expect((await ask(coach)).statusCode).toBe(403);
    const noRecipient = await parent.inject({ method: 'POST', url: `/api/payments/${paymentId}/invoice`, payload: {} });
    expect(noRecipient.statusCode).toBe(400);
    await expectNothingIssued();
  });

  it('refuses a company with a wrong EIK check digit or VAT number, field by field', async () => {
    await enterClubLegal(admin);
    const res = await ask(parent, paymentId, { ...COMPANY, eik: '831642182', vatNumber: 'XX' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.json().error.details).toEqual(
      expect.arrayContaining([
        { path: 'recipient.eik', message: 'eikInvalid' },
        { path: 'recipient.vatNumber', message: 'vatNumberInvalid' },
      ]),
    );
    const noMol = await ask(parent, paymentId, { ...COMPANY, mol: ' ' });
    expect(noMol.json().error.details).toEqual([{ path: 'recipient.mol', message: 'molRequired' }]);
    await expectNothingIssued();
  });

  it('refuses a person without an address (art. 114(1)(5))', async () => {
    await enterClubLegal(admin);
    for (const address of [undefined, null, ' ']) {
      const res = await ask(parent, paymentId, { type: 'person', name: 'Мария Петрова', address });
      expect(res.statusCode, String(address)).toBe(400);
      expect(res.json().error.details).toEqual([{ path: 'recipient.address', message: 'addressRequired' }]);
    }
    await expectNothingIssued();
  });

  it('refuses an unpaid, a failed and a fully refunded payment', async () => {
    await enterClubLegal(admin);
    for (const status of ['pending', 'failed'] as const) {
      const other = await buildPaidMonth(t.database.db, parent.user.id, { status, paidAt: null });
      const res = await ask(parent, other.id);
      expect(res.statusCode, status).toBe(409);
      expect(res.json().error.code).toBe('INVOICE_NOT_ALLOWED');
    }
    const refunded = await buildPaidMonth(t.database.db, parent.user.id, { status: 'refunded', refundedAmount: 8000 });
    expect((await ask(parent, refunded.id)).json().error.code).toBe('INVOICE_NOT_ALLOWED');
    await expectNothingIssued();
  });

  it('answers another family’s payment exactly like an unknown one', async () => {
    await enterClubLegal(admin);
    const other = await buildCaller(t.app, t.database.db, { name: 'Друг Родител' });
    const theirs = await ask(other);
    const unknown = await ask(other, randomUUID());
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(unknown.json());
    expect((await other.inject({ url: `/api/payments/${paymentId}/invoices` })).json()).toEqual(unknown.json());
    await expectNothingIssued();
  });

  it('refuses every invoice until the club has entered its legal details', async () => {
    const res = await ask(parent);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('CLUB_LEGAL_DETAILS_MISSING');
    const documents = await parent.inject({ url: `/api/payments/${paymentId}/invoices` });
    expect(documents.json()).toEqual({ invoice: null, creditNotes: [], canRequest: false });
    await expectNothingIssued();
  });

  it('issues number 0000000001, mails it to the parent with the PDF, and refuses a second one', async () => {
    await enterClubLegal(admin);
    expect((await parent.inject({ url: `/api/payments/${paymentId}/invoices` })).json()).toEqual({
      invoice: null,
      creditNotes: [],
      canRequest: true,
    });
    const res = await ask(parent);
    expect(res.statusCode, res.body).toBe(201);
    const summary = res.json();
    expect(summary).toMatchObject({
      number: '0000000001',
      kind: 'invoice',
      recipientName: 'Мария Петрова',
      total: 8000,
      currency: 'EUR',
      correctsNumber: null,
      pdfUrl: `/api/invoices/${summary.id}/pdf`,
    });
    expect(await lastInvoiceNumber(t.database.db)).toBe(1);
    const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, summary.id));
    expect(row).toMatchObject({ paymentId, requestedBy: parent.user.id, taxEventDate: '2026-11-03', total: 8000 });

    const [mail] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'invoice'));
    expect(mail).toMatchObject({ id: summary.id, to: parent.user.email });
    expect(mail?.subject).toContain('Фактура № 0000000001');
    expect(mail?.text).toContain(`/api/invoices/${summary.id}/pdf`);
    expect(mail?.text).toContain('80,00');
    expect(mail?.text).toContain('Документът е приложен към писмото като PDF.\nИли го изтеглете от профила си:');

    const documents = await parent.inject({ url: `/api/payments/${paymentId}/invoices` });
    expect(documents.json()).toEqual({ invoice: summary, creditNotes: [], canRequest: false });

    const again = await ask(parent, paymentId, COMPANY);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('INVOICE_EXISTS');
    const byAdmin = await ask(admin);
    expect(byAdmin.json().error.code).toBe('INVOICE_EXISTS');
    expect(await lastInvoiceNumber(t.database.db)).toBe(1);
    expect(await documentRows(t.database.db)).toHaveLength(1);
  });

  it('lets an admin ask for a family: the family gets the mail', async () => {
    await enterClubLegal(admin);
    const res = await ask(admin, paymentId, COMPANY);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().recipientName).toBe('Тест Консулт ООД');
    const mails = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'invoice'));
    expect(mails.map((m) => m.to)).toEqual([parent.user.email]);
  });

  it('invoices what is left of a partly refunded payment', async () => {
    await enterClubLegal(admin);
    const partly = await buildPaidMonth(t.database.db, parent.user.id, { refundedAmount: 3000 });
    const res = await ask(parent, partly.id);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().total).toBe(5000);
  });
});

describe('downloading a document', () => {
  it('gives the PDF to the parent, the admin and nobody else', async () => {
    await enterClubLegal(admin);
    const { id } = (await ask(parent)).json();
    for (const caller of [parent, admin]) {
      const res = await caller.inject({ url: `/api/invoices/${id}/pdf` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe('attachment; filename="faktura-0000000001.pdf"');
      expect(await pdfText(res.rawPayload)).toContain('0000000001');
    }
    expect((await t.app.inject({ url: `/api/invoices/${id}/pdf` })).statusCode).toBe(401);
    const other = await buildCaller(t.app, t.database.db, { name: 'Друг Родител' });
    const coach = await buildCaller(t.app, t.database.db, { role: 'instructor' });
    const unknown = await other.inject({ url: `/api/invoices/${randomUUID()}/pdf` });
    expect(unknown.statusCode).toBe(404);
    for (const caller of [other, coach]) {
      expect((await caller.inject({ url: `/api/invoices/${id}/pdf` })).json()).toEqual(unknown.json());
    }
  });
});
