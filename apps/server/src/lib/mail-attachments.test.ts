// An invoice's mail carries the invoice's stored PDF when it is delivered; other mails carry nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, createTestDatabase } from '../test/database.js';
import { buildPayment, buildUser } from '../test/factories.js';
import { buildInvoice } from '../test/invoice-factory.js';
import { mailAttachments } from './mail-attachments.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('mail attachments', () => {
  it('attach the document of an invoice or credit note mail by the mail’s id, under its file name', async () => {
    const parent = await buildUser(database.db);
    const payment = await buildPayment(database.db, { parentId: parent.id });
    const pdf = Buffer.from('%PDF-1.7 the stored document');
    const invoice = await buildInvoice(database.db, { paymentId: payment.id, number: '0000000007', pdf });
    const note = await buildInvoice(database.db, {
      paymentId: payment.id,
      number: '0000000008',
      correctsId: invoice.id,
      total: 1000,
    });
    expect(await mailAttachments(database.db, { id: invoice.id, kind: 'invoice' })).toEqual([
      { filename: 'faktura-0000000007.pdf', content: pdf, contentType: 'application/pdf' },
    ]);
    const [attached] = await mailAttachments(database.db, { id: note.id, kind: 'credit-note' });
    expect(attached?.filename).toBe('kreditno-izvestie-0000000008.pdf');
    expect(await mailAttachments(database.db, { id: invoice.id, kind: 'payment-receipt' })).toEqual([]);
  });
});
