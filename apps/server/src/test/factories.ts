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
  const { sessions = [{ dayOfWeek: 0, startTime: '17:00' }], ...values } = overrides;
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
    .values({ childId, classId, planType: 'pool_8', sessionsRemaining: 8, ...overrides })
    .returning();
  if (!row) throw new Error('enrollment not created');
  return row;
}
