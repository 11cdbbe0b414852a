// The audit log names each entry's record the way a person knows it, and the records its details point to by id.
import { describe, expect, it } from 'vitest';
import { recordAudit } from '../../lib/audit.js';
import { useTestApp } from '../../test/app.js';
import { buildCaller } from '../../test/auth.js';
import { buildChild, buildClass, buildEnrollment, buildPayment, buildUser } from '../../test/factories.js';

const t = useTestApp();

describe('audit targets', () => {
  it('names a payment by its number, child and amount, a user by name, and detail ids by the names behind them', async () => {
    const db = t.database.db;
    const admin = await buildCaller(t.app, db, { role: 'admin' });
    const parent = await buildUser(db, { name: 'Мария Петрова' });
    const child = await buildChild(db, parent.id, { fullName: 'Виктория Петрова' });
    const cls = await buildClass(db, { title: { bg: 'Делфинчета', ru: 'Дельфинчики' } });
    const enrollment = await buildEnrollment(db, child.id, cls.id);
    const payment = await buildPayment(db, { parentId: parent.id, childId: child.id, amount: 8000, currency: 'EUR' });
    await recordAudit(db, {
      actorId: admin.user.id,
      action: 'payment.refunded',
      entityType: 'payment',
      entityId: payment.id,
      details: { amount: 4000, currency: 'EUR', reason: 'duplicate' },
    });
    await recordAudit(db, {
      actorId: admin.user.id,
      action: 'user.role_changed',
      entityType: 'user',
      entityId: parent.id,
      details: { from: 'parent', to: 'instructor' },
    });
    await recordAudit(db, {
      actorId: admin.user.id,
      action: 'enrollment.activated',
      entityType: 'enrollment',
      entityId: enrollment.id,
      details: { childId: child.id, classId: cls.id },
    });
    const answer = await admin.inject({ url: '/api/admin/audit' });
    expect(answer.statusCode).toBe(200);
    const byAction = Object.fromEntries(answer.json().items.map((e: { action: string }) => [e.action, e])) as Record<
      string,
      { target: unknown; names: unknown }
    >;
    expect(byAction['payment.refunded']?.target).toEqual({
      name: { bg: 'Виктория Петрова' },
      number: payment.number,
      amount: 8000,
      currency: 'EUR',
    });
    expect(byAction['user.role_changed']?.target).toMatchObject({ name: { bg: 'Мария Петрова' } });
    expect(byAction['enrollment.activated']?.target).toMatchObject({
      name: { bg: 'Виктория Петрова · Делфинчета', ru: 'Виктория Петрова · Дельфинчики' },
    });
    expect(byAction['enrollment.activated']?.names).toEqual({
      [child.id]: { bg: 'Виктория Петрова' },
      [cls.id]: { bg: 'Делфинчета', ru: 'Дельфинчики' },
    });
  });
});
