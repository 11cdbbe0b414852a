// A family with a row in every table the export reads, for the export tests: each row made is recorded under its
// table, so a test knows, independently of the export's map, which rows are this family's.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.js';
import {
  absences,
  achievements,
  arrearsNotes,
  assessmentScores,
  assessments,
  attendance,
  auditLog,
  calendarFeeds,
  consents,
  contactMessages,
  contactReplies,
  emailOutbox,
  erasureRequests,
  kindergartenBills,
  makeupBookings,
  makeupCredits,
  mediaChildren,
  noticeDeliveries,
  noticePreferences,
  orderItems,
  orders,
  paymentReminders,
  paymentWriteOffs,
  performanceRecords,
  pushSubscriptions,
  refunds,
  sessionCarryOvers,
  skillLevelHistory,
  subscriptions,
  trialBookings,
  waitlistEntries,
  waitlistOffers,
} from '../../db/schema/index.js';
import { buildChild, buildEnrollment, buildPayment } from '../../test/factories.js';
import { buildInvoice } from '../../test/invoice-factory.js';

export type SeededRows = Record<string, string[]>;

type FamilyInput = {
  parent: { id: string; email: string };
  childName: { full: string; first: string; last: string };
  staffId: string;
  classId: string;
  /** A full class the child waits for. */
  waitClassId: string;
  mediaId: string;
};

/** One id per insert; the first row of what `returning` gave. */
function one<T extends { id: string }>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error('row not created');
  return row;
}

/** A family (parent, one child) with rows in every family table; answers the ids made, per table. */
export async function seedFamily(db: Db, input: FamilyInput): Promise<SeededRows & { childId: string[] }> {
  const made: SeededRows = {};
  const add = (table: string, id: string) => {
    made[table] = [...(made[table] ?? []), id];
    return id;
  };
  const { parent, staffId, classId } = input;
  const child = await buildChild(db, parent.id, {
    fullName: input.childName.full,
    firstName: input.childName.first,
    lastName: input.childName.last,
  });
  add('children', child.id);
  add(
    'skill_level_history',
    one(
      await db
        .insert(skillLevelHistory)
        .values({ childId: child.id, fromLevel: 'beginner', toLevel: 'intermediate', changedBy: staffId })
        .returning(),
    ).id,
  );
  const enrollment = await buildEnrollment(db, child.id, classId, {
    planType: 'pool_monthly',
    sessionsRemaining: null,
  });
  add('enrollments', enrollment.id);
  add(
    'attendance',
    one(
      await db
        .insert(attendance)
        .values({ classId, childId: child.id, date: '2026-11-02', status: 'present', markedBy: staffId })
        .returning(),
    ).id,
  );
  const assessment = one(
    await db
      .insert(assessments)
      .values({ childId: child.id, instructorId: staffId, classId, date: '2026-11-03', notes: 'Добра техника' })
      .returning(),
  );
  add('assessments', assessment.id);
  add(
    'assessment_scores',
    one(
      await db.insert(assessmentScores).values({ assessmentId: assessment.id, metric: 'speed', score: 7 }).returning(),
    ).id,
  );
  add(
    'achievements',
    one(
      await db
        .insert(achievements)
        .values({ childId: child.id, title: { bg: 'Първи 25 м' }, awardedAt: '2026-11-04', awardedBy: staffId })
        .returning(),
    ).id,
  );
  add(
    'performance_records',
    one(
      await db
        .insert(performanceRecords)
        .values({ childId: child.id, distance: 50, stroke: 'freestyle', timeCentiseconds: 4512, date: '2026-11-05' })
        .returning(),
    ).id,
  );
  const absence = one(
    await db
      .insert(absences)
      .values({
        childId: child.id,
        enrollmentId: enrollment.id,
        classId,
        date: '2026-11-09',
        startTime: '17:00',
        reportedBy: parent.id,
      })
      .returning(),
  );
  add('absences', absence.id);
  const credit = one(
    await db
      .insert(makeupCredits)
      .values({
        childId: child.id,
        enrollmentId: enrollment.id,
        source: 'absence',
        absenceId: absence.id,
        sessionDate: '2026-11-09',
        classId,
        sessionTime: '17:00',
        expiresOn: '2026-12-31',
      })
      .returning(),
  );
  add('makeup_credits', credit.id);
  add(
    'makeup_bookings',
    one(
      await db
        .insert(makeupBookings)
        .values({
          creditId: credit.id,
          childId: child.id,
          classId,
          date: '2026-11-16',
          startTime: '17:00',
          bookedBy: parent.id,
        })
        .returning(),
    ).id,
  );
  add(
    'session_carry_overs',
    one(
      await db
        .insert(sessionCarryOvers)
        .values({ enrollmentId: enrollment.id, classId, date: '2026-11-11', startTime: '17:00', createdBy: staffId })
        .returning(),
    ).id,
  );
  const entry = one(
    await db
      .insert(waitlistEntries)
      .values({
        classId: input.waitClassId,
        childId: child.id,
        planType: 'pool_8',
        position: made.children?.length ?? 1,
        joinedBy: parent.id,
      })
      .returning(),
  );
  add('waitlist_entries', entry.id);
  add(
    'waitlist_offers',
    one(
      await db
        .insert(waitlistOffers)
        .values({
          entryId: entry.id,
          classId: input.waitClassId,
          childId: child.id,
          expiresAt: new Date(Date.now() + 86_400_000),
          tokenHash: randomUUID(),
        })
        .returning(),
    ).id,
  );
  const trial = {
    classId,
    date: '2026-10-20',
    startTime: '17:00',
    phone: '+359 888 000 111',
    language: 'bg' as const,
    consentAt: new Date(),
  };
  add(
    'trial_bookings',
    one(
      await db
        .insert(trialBookings)
        .values({
          ...trial,
          parentName: 'Родител',
          email: parent.email,
          childFirstName: input.childName.first,
          childBirthYear: 2016,
          tokenHash: randomUUID(),
        })
        .returning(),
    ).id,
  );
  const payment = await buildPayment(db, {
    parentId: parent.id,
    childId: child.id,
    enrollmentId: enrollment.id,
    amount: 8000,
    currency: 'EUR',
    billingPeriod: '2026-11',
    refundedAmount: 1000,
  });
  add('payments', payment.id);
  const refund = one(
    await db
      .insert(refunds)
      .values({ paymentId: payment.id, amount: 1000, reason: 'requested_by_customer', refundedBy: staffId })
      .returning(),
  );
  add('refunds', refund.id);
  add(
    'subscriptions',
    one(
      await db
        .insert(subscriptions)
        .values({
          parentId: parent.id,
          childId: child.id,
          enrollmentId: enrollment.id,
          plan: 'pool_monthly',
          amount: 8000,
          currency: 'EUR',
        })
        .returning(),
    ).id,
  );
  add(
    'kindergarten_bills',
    one(
      await db
        .insert(kindergartenBills)
        .values({ childId: child.id, month: '2026-10-01', classesAttended: 4, amount: 4000, currency: 'EUR' })
        .returning(),
    ).id,
  );
  add(
    'payment_write_offs',
    one(
      await db
        .insert(paymentWriteOffs)
        .values({
          parentId: parent.id,
          childId: child.id,
          billingPeriod: '2026-09',
          amount: 2000,
          currency: 'EUR',
          reason: 'Болест',
          writtenOffBy: staffId,
        })
        .returning(),
    ).id,
  );
  add(
    'payment_reminders',
    one(await db.insert(paymentReminders).values({ parentId: parent.id, periods: [], sentBy: staffId }).returning()).id,
  );
  add(
    'arrears_notes',
    one(
      await db
        .insert(arrearsNotes)
        .values({ parentId: parent.id, body: 'Обещава да плати', authorId: staffId })
        .returning(),
    ).id,
  );
  const invoice = await buildInvoice(db, { paymentId: payment.id });
  add('invoices', invoice.id);
  add(
    'invoices',
    (await buildInvoice(db, { paymentId: payment.id, correctsId: invoice.id, refundId: refund.id, total: 1000 })).id,
  );
  const orderBase = {
    status: 'completed' as const,
    phone: '+359 888 000 222',
    shippingAddress: 'ул. Тест 2',
    total: 1500,
    currency: 'EUR' as const,
    expiresAt: new Date(),
  };
  const order = one(
    await db
      .insert(orders)
      .values({
        ...orderBase,
        number: `SO-${randomUUID().slice(0, 8)}`,
        userId: parent.id,
        customerName: input.childName.last,
        email: parent.email,
      })
      .returning(),
  );
  add('orders', order.id);
  add(
    'order_items',
    one(
      await db
        .insert(orderItems)
        .values({ orderId: order.id, name: { bg: 'Шапка' }, price: 1500, quantity: 1 })
        .returning(),
    ).id,
  );
  // A guest order with the family's (verified) email, before the account linked it.
  const guest = one(
    await db
      .insert(orders)
      .values({
        ...orderBase,
        number: `SO-${randomUUID().slice(0, 8)}`,
        userId: null,
        customerName: input.childName.last,
        email: parent.email.toUpperCase(),
      })
      .returning(),
  );
  add('orders', guest.id);
  add(
    'order_items',
    one(
      await db
        .insert(orderItems)
        .values({ orderId: guest.id, name: { bg: 'Очила' }, price: 1500, quantity: 1 })
        .returning(),
    ).id,
  );
  const message = one(
    await db
      .insert(contactMessages)
      .values({ name: input.childName.last, email: parent.email, message: 'Въпрос за групата', userId: parent.id })
      .returning(),
  );
  add('contact_messages', message.id);
  add(
    'contact_replies',
    one(await db.insert(contactReplies).values({ messageId: message.id, body: 'Отговор', sentBy: staffId }).returning())
      .id,
  );
  add(
    'email_outbox',
    one(
      await db
        .insert(emailOutbox)
        .values({ to: parent.email, subject: 'Добре дошли', text: 'секретен линк', kind: 'welcome' })
        .returning(),
    ).id,
  );
  await db
    .insert(noticePreferences)
    .values({ userId: parent.id, kind: 'payment_due', channel: 'push', enabled: false });
  add(
    'notice_deliveries',
    one(
      await db
        .insert(noticeDeliveries)
        .values({ eventKey: `e-${randomUUID()}`, userId: parent.id, kind: 'payment_due', channel: 'mail' })
        .returning(),
    ).id,
  );
  add(
    'push_subscriptions',
    one(
      await db
        .insert(pushSubscriptions)
        .values({
          userId: parent.id,
          endpoint: `https://push.example.test/send/${randomUUID()}`,
          p256dh: 'p256dh-secret',
          auth: 'auth-secret',
        })
        .returning(),
    ).id,
  );
  await db.insert(calendarFeeds).values({ userId: parent.id, token: `calendar-secret-${randomUUID()}` });
  add(
    'consents',
    one(
      await db
        .insert(consents)
        .values({
          childId: child.id,
          kind: 'photos',
          granted: true,
          textVersion: 1,
          givenBy: parent.id,
          givenAs: 'parent',
        })
        .returning(),
    ).id,
  );
  add(
    'consents',
    one(
      await db
        .insert(consents)
        .values({
          childId: child.id,
          kind: 'medical',
          granted: false,
          textVersion: 1,
          givenBy: parent.id,
          givenAs: 'parent',
        })
        .returning(),
    ).id,
  );
  await db.insert(mediaChildren).values({ mediaId: input.mediaId, childId: child.id, taggedBy: staffId });
  add(
    'erasure_requests',
    one(
      await db
        .insert(erasureRequests)
        .values({ scope: 'child', userId: parent.id, childId: child.id, status: 'cancelled', dueAt: new Date() })
        .returning(),
    ).id,
  );
  const audit = (action: string, entityType: string, entityId: string) =>
    db.insert(auditLog).values({ actorId: staffId, action, entityType, entityId }).returning();
  add('audit_log', one(await audit('payment.validated', 'payment', payment.id)).id);
  add('audit_log', one(await audit('child.updated', 'child', child.id)).id);
  add('audit_log', one(await audit('enrollment.activated', 'enrollment', enrollment.id)).id);
  add('audit_log', one(await audit('user.role_changed', 'user', parent.id)).id);
  return { ...made, childId: [child.id] };
}
