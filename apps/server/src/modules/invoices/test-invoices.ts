// What the invoice tests share: the club's legal details as an admin enters them, a family with a paid month, and a
// look at the counter and the documents straight in the database.
import type { ClubLegalDetails } from '@swim/shared/api/invoices';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import type { Caller } from '../../test/auth.js';
import { buildChild, buildClass, buildEnrollment, buildPayment } from '../../test/factories.js';

/** A club not registered for VAT (EIK 121517190: check digit worked by hand in eik.test.ts). */
export const CLUB_LEGAL: ClubLegalDetails = {
  legalName: 'Плувен клуб „Делфин“ ЕООД',
  eik: '121517190',
  vatNumber: null,
  address: 'гр. София, ул. „Плувна“ 12',
  mol: 'Иван Георгиев',
  vatRegistered: false,
};

/** The same club registered for VAT. */
export const CLUB_LEGAL_VAT: ClubLegalDetails = { ...CLUB_LEGAL, vatNumber: 'BG121517190', vatRegistered: true };

export const COMPANY = {
  type: 'company',
  name: 'Тест Консулт ООД',
  eik: '831642181',
  vatNumber: 'BG831642181',
  address: 'гр. Пловдив, бул. „Марица“ 5',
  mol: 'Мария Петрова',
} as const;

export async function enterClubLegal(admin: Caller, legal: ClubLegalDetails = CLUB_LEGAL) {
  const res = await admin.inject({ method: 'PUT', url: '/api/admin/club-legal', payload: legal });
  if (res.statusCode !== 200) throw new Error(`legal details refused: ${res.body}`);
}

/** A child in 'Начинаещи' and a paid month ('2026-11', 80.00 EUR by card, paid 2026-11-03 at 10:00 club time). */
export async function buildPaidMonth(
  db: Db,
  parentId: string,
  overrides: Parameters<typeof buildPayment>[1] | object = {},
) {
  const cls = await buildClass(db, { title: { bg: 'Начинаещи', en: 'Beginners' } });
  const child = await buildChild(db, parentId, { fullName: 'Александър Петров' });
  const enrollment = await buildEnrollment(db, child.id, cls.id);
  return buildPayment(db, {
    parentId,
    childId: child.id,
    enrollmentId: enrollment.id,
    amount: 8000,
    currency: 'EUR',
    billingPeriod: '2026-11',
    paidAt: new Date('2026-11-03T08:00:00Z'),
    ...overrides,
  });
}

/** The counter's last number (0 when its row is missing), read straight from the table. */
export async function lastInvoiceNumber(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: string }>(
    db,
    sql`select coalesce(max(last_number), 0) as n from invoice_number_counter`,
  );
  return Number(row?.n ?? 0);
}

/** Every document's number and kind, in number order, straight from the table. */
export const documentRows = (db: Db) =>
  queryRows<{ number: string; kind: string; total: number; payment_id: string | null; order_id: string | null }>(
    db,
    sql`select number, kind, total, payment_id, order_id from invoices order by number`,
  );
