// Test data builders: each makes a valid row with sensible defaults; pass overrides for what the test is about.
import { randomUUID } from 'node:crypto';
import type { Role } from '@swim/shared/enums';
import type { Db } from '../db/client.js';
import {
  children,
  classSessions,
  classes,
  enrollments,
  locations,
  media,
  news,
  products,
  users,
} from '../db/schema/index.js';

type Insert<T extends { $inferInsert: unknown }> = Partial<T['$inferInsert']>;

export async function buildUser(db: Db, overrides: Insert<typeof users> & { role?: Role } = {}) {
  const id = overrides.id ?? randomUUID();
  const [row] = await db
    .insert(users)
    .values({ id, email: `user-${id.slice(0, 8)}@example.test`, name: 'Test User', emailVerified: true, ...overrides })
    .returning();
  if (!row) throw new Error('user not created');
  return row;
}

export async function buildLocation(db: Db, overrides: Insert<typeof locations> = {}) {
  const [row] = await db
    .insert(locations)
    .values({ name: { bg: 'Басейн', en: 'Pool' }, type: 'pool', address: { bg: 'ул. Тест 1' }, ...overrides })
    .returning();
  if (!row) throw new Error('location not created');
  return row;
}

export type ClassOverrides = Insert<typeof classes> & { sessions?: { dayOfWeek: number; startTime: string }[] };

export async function buildClass(db: Db, overrides: ClassOverrides = {}) {
  // Twice a week by default, so the 8-session plan fits (ADR 0032); 12 and 16 need a class with more sessions.
  const {
    sessions = [
      { dayOfWeek: 0, startTime: '17:00' },
      { dayOfWeek: 2, startTime: '17:00' },
    ],
    ...values
  } = overrides;
  const locationId = values.locationId ?? (await buildLocation(db)).id;
  const [row] = await db
    .insert(classes)
    .values({
      title: { bg: 'Начинаещи', en: 'Beginners' },
      level: 'beginner',
      durationMinutes: 60,
      pricePerClass: 2000,
      monthlyPrice: 18000,
      maxCapacity: 8,
      ...values,
      locationId,
    })
    .returning();
  if (!row) throw new Error('class not created');
  if (sessions.length > 0) await db.insert(classSessions).values(sessions.map((s) => ({ ...s, classId: row.id })));
  return row;
}

export async function buildNews(db: Db, overrides: Insert<typeof news> = {}) {
  const slug = overrides.slug ?? `news-${randomUUID().slice(0, 8)}`;
  const [row] = await db
    .insert(news)
    .values({
      slug,
      title: { bg: 'Новина', en: 'News' },
      excerpt: { bg: 'Кратко' },
      body: { bg: 'Текст' },
      published: true,
      publishedAt: new Date(Date.now() - 86_400_000),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('news not created');
  return row;
}

export async function buildMedia(db: Db, overrides: Insert<typeof media> = {}) {
  const [row] = await db
    .insert(media)
    .values({ type: 'photo', title: { bg: 'Снимка' }, url: '/seed-assets/x.webp', ...overrides })
    .returning();
  if (!row) throw new Error('media not created');
  return row;
}

export async function buildProduct(db: Db, overrides: Insert<typeof products> = {}) {
  const [row] = await db
    .insert(products)
    .values({ name: { bg: 'Шапка', en: 'Cap' }, category: 'caps', price: 1500, stockQuantity: 5, ...overrides })
    .returning();
  if (!row) throw new Error('product not created');
  return row;
}

export async function buildChild(db: Db, parentId: string, overrides: Insert<typeof children> = {}) {
  const [row] = await db
    .insert(children)
    .values({
      parentId,
      fullName: 'Александър Петров',
      firstName: 'Alexander',
      lastName: 'Petrov',
      birthDate: '2016-04-12',
      gender: 'male',
      skillLevel: 'beginner',
      emergencyContact: 'Мария Петрова',
      emergencyPhone: '+359 888 123 456',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('child not created');
  return row;
}

export async function buildEnrollment(
  db: Db,
  childId: string,
  classId: string,
  overrides: Insert<typeof enrollments> = {},
) {
  const [row] = await db
    .insert(enrollments)
    // A child who joined on the 1st of this month: its months are whole ones (a fair first period is asked for by
    // startsOn), and no earlier month is owed (issue 25: a month from the start on is owed until paid).
    .values({
      childId,
      classId,
      planType: 'pool_8',
      sessionsRemaining: 8,
      startsOn: `${clubMonth()}-01`,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('enrollment not created');
  return row;
}

// Payments: a ledger row builder, the club's month, and the test provider's hosted checkout driven the way a
// browser drives it (load the page, submit the form its HTML names, follow the 303 back).

type PaymentInsert = Insert<typeof import('../db/schema/index.js')['payments']>;

/** A payment row as the ledger holds it (by default a paid card payment of 160.00 BGN). */
export async function buildPayment(db: Db, overrides: PaymentInsert & { parentId: string }) {
  const { payments } = await import('../db/schema/index.js');
  const [row] = await db
    .insert(payments)
    .values({ amount: 16000, method: 'card', status: 'paid', paidAt: new Date(), ...overrides })
    .returning();
  if (!row) throw new Error('payment not created');
  return row;
}

/** The billing period 'YYYY-MM' of an instant in the club's time zone, `offset` months later. */
export function clubMonth(now = new Date(), offset = 0): string {
  const [y, m] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Sofia', year: 'numeric', month: '2-digit' })
    .format(now)
    .split('-')
    .map(Number) as [number, number];
  const index = y * 12 + (m - 1) + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export const TEST_CARDS = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  authenticate: '4000 0025 0000 3155',
} as const;

type Browser = import('fastify').FastifyInstance;

/** The action of the page's first POST form, as a browser would read it. */
function formAction(html: string): string {
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`no form on the page: ${html.slice(0, 200)}`);
  return action.replace(/&amp;/g, '&');
}

/** Opens a hosted checkout (its full URL or path) as a browser would, and answers the action of its card form. */
export async function openCheckoutForm(app: Browser, checkoutUrl: string): Promise<string> {
  const page = await app.inject({ method: 'GET', url: new URL(checkoutUrl, 'http://localhost').pathname });
  if (page.statusCode !== 200) throw new Error(`checkout page answered ${page.statusCode}`);
  return formAction(page.body);
}

/** Pays with a card on a checkout form already open (its action); answers the form's response. */
export function payCheckoutForm(app: Browser, action: string, card: string) {
  const expiry = `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;
  return app.inject({
    method: 'POST',
    url: action,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      email: 'parent@example.test',
      card,
      expiry,
      cvc: '123',
      name: 'Мария Петрова',
    }).toString(),
  });
}

/** Opens a hosted checkout (its full URL or path) and pays with a card; answers the form's response. */
export async function submitCheckout(app: Browser, checkoutUrl: string, card: string) {
  return payCheckoutForm(app, await openCheckoutForm(app, checkoutUrl), card);
}

/** Answers the bank's extra step on the page a 3-D Secure card was sent back to. */
export async function authenticateCheckout(app: Browser, pageUrl: string, outcome: 'complete' | 'fail') {
  const page = await app.inject({ method: 'GET', url: pageUrl });
  if (page.statusCode !== 200 || !page.body.includes('/authenticate')) {
    throw new Error(`no authentication step on the page (${page.statusCode})`);
  }
  return app.inject({
    method: 'POST',
    url: formAction(page.body),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ outcome }).toString(),
  });
}
