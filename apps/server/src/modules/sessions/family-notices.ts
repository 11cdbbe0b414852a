// Telling families (issue 26 item 7): what a closure or a coach's change did to dated sessions, found by comparing the
// sessions before and after the write, and one mail per family and event listing every affected session of their
// children. The notices are written in the caller's transaction, so a write rolled back sends nothing; the caller
// dispatches them once committed.
import type { ClosureReason, PlanType } from '@swim/shared/enums';
import type { LocalizedText } from '@swim/shared/localized';
import { hhmm, takesPlace } from '@swim/shared/dated-sessions';
import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { children, closures, enrollments, makeupBookings, sessionChanges, users } from '../../db/schema/index.js';
import { loadRecipients, type Notice } from '../notices/notice-service.js';
import { sessionChangedMessage } from '../notices/templates/session-changed.js';
import { readNoticeSite } from '../notices/templates/site.js';
import type { CancellationEffects } from './cancellation-effects.js';
import { type ClassSession, loadDatedSessions } from './dated-sessions.service.js';
import type { NextStep, NoticeChange, NoticeEvent, NoticeItem } from './session-notice-mail.js';

const keyOf = (s: { cls: { id: string }; date: string; startTime: string }) =>
  `${s.cls.id} ${s.date} ${hhmm(s.startTime)}`;

/** The dated sessions of a range, by key: what families are told is the difference of two of these. */
export type SessionSnapshot = Map<string, ClassSession>;

export async function snapshotSessions(
  tx: Tx,
  range: { classIds?: readonly string[]; from: string; to: string },
): Promise<SessionSnapshot> {
  const sessions = await loadDatedSessions(tx, range);
  return new Map(sessions.map((s) => [keyOf(s), s]));
}

/** A session whose families are told something: what changed, and the session before and after. */
export type SessionNotice = { change: NoticeChange; before: ClassSession; after: ClassSession };

/**
 * What changed for families between two snapshots of the same range. A session already started (as families knew it)
 * is past telling. Closed stays closed and cancelled stays cancelled: nothing new for the family.
 */
export function changedSessions(before: SessionSnapshot, after: SessionSnapshot, now: Date): SessionNotice[] {
  const out: SessionNotice[] = [];
  for (const [key, was] of before) {
    const is = after.get(key);
    if (!is || was.startsAt.getTime() <= now.getTime()) continue;
    const wasOn = takesPlace(was);
    const isOn = takesPlace(is);
    if (wasOn && !isOn) out.push({ change: is.status === 'closed' ? 'closed' : 'cancelled', before: was, after: is });
    else if (!wasOn && isOn) out.push({ change: is.status === 'moved' ? 'moved' : 'restored', before: was, after: is });
    else if (wasOn && isOn && (was.onDate !== is.onDate || was.atTime !== is.atTime))
      out.push({ change: is.status === 'moved' ? 'moved' : 'restored', before: was, after: is });
  }
  return out.sort((a, b) => a.before.startsAt.getTime() - b.before.startsAt.getTime());
}

/** A child in a changed session, with the parent to tell. */
type Person = {
  parentId: string;
  parentName: string;
  childId: string;
  childName: string;
  /** The regular's enrollment (null for a make-up guest). */
  enrollmentId: string | null;
  planType: PlanType | null;
};

/** The regulars (active, started by then) and the make-up guests booked in a session, with their parents. */
async function peopleIn(tx: Tx, s: ClassSession): Promise<Person[]> {
  const family = {
    parentId: users.id,
    parentName: users.name,
    childId: children.id,
    childName: children.fullName,
  };
  const regulars = await tx
    .select({ ...family, enrollmentId: enrollments.id, planType: enrollments.planType })
    .from(enrollments)
    .innerJoin(children, eq(children.id, enrollments.childId))
    .innerJoin(users, eq(users.id, children.parentId))
    .where(and(eq(enrollments.classId, s.cls.id), eq(enrollments.active, true), lte(enrollments.startsOn, s.date)));
  const guests = await tx
    .select(family)
    .from(makeupBookings)
    .innerJoin(children, eq(children.id, makeupBookings.childId))
    .innerJoin(users, eq(users.id, children.parentId))
    .where(
      and(
        eq(makeupBookings.classId, s.cls.id),
        eq(makeupBookings.date, s.date),
        eq(makeupBookings.startTime, hhmm(s.startTime)),
        isNull(makeupBookings.cancelledAt),
      ),
    );
  return [...regulars, ...guests.map((g) => ({ ...g, enrollmentId: null, planType: null }))];
}

/** The note families read for a session: the closure's, or the coach's on the change. */
async function notesOf(tx: Tx, notices: readonly SessionNotice[]) {
  const closureIds = [...new Set(notices.flatMap((n) => (n.after.closureId ? [n.after.closureId] : [])))];
  const closureRows = closureIds.length
    ? await tx
        .select({ id: closures.id, reason: closures.reason, note: closures.note })
        .from(closures)
        .where(inArray(closures.id, closureIds))
    : [];
  const classIds = [...new Set(notices.map((n) => n.after.cls.id))];
  const changeRows = classIds.length
    ? await tx
        .select({
          classId: sessionChanges.classId,
          date: sessionChanges.date,
          startTime: sessionChanges.startTime,
          note: sessionChanges.note,
        })
        .from(sessionChanges)
        .where(inArray(sessionChanges.classId, classIds))
    : [];
  const closureOf = new Map(closureRows.map((c) => [c.id, c]));
  const changeNote = new Map(changeRows.map((c) => [`${c.classId} ${c.date} ${hhmm(c.startTime)}`, c.note]));
  return (n: SessionNotice): { reason: ClosureReason | null; note: LocalizedText | null } => {
    if (n.after.status === 'closed') {
      const closure = n.after.closureId ? closureOf.get(n.after.closureId) : undefined;
      return { reason: closure?.reason ?? null, note: closure?.note ?? null };
    }
    if (n.change === 'restored') return { reason: null, note: null };
    return { reason: null, note: changeNote.get(keyOf(n.after)) ?? null };
  };
}

/** Who is in each changed session, read before the cancellation effects move any guest out. */
export type NoticeAudience = { notices: readonly SessionNotice[]; people: Person[][] };

export async function audienceOf(tx: Tx, notices: readonly SessionNotice[]): Promise<NoticeAudience> {
  const people: Person[][] = [];
  for (const n of notices) people.push(await peopleIn(tx, n.after));
  return { notices, people };
}

const refKey = (r: { classId: string; date: string; startTime: string }) =>
  `${r.classId} ${r.date} ${hhmm(r.startTime)}`;

/** What follows for each child, read from what the reconciliation wrote (the club's rule as it was applied). */
function nextSteps(effects: CancellationEffects) {
  const steps = new Map<string, NextStep>();
  const put = (who: string, ref: Parameters<typeof refKey>[0], step: NextStep) =>
    steps.set(`${who} ${refKey(ref)}`, step);
  for (const e of effects.enrollments) {
    for (const r of e.creditsGranted) put(e.enrollmentId, r, 'credit');
    for (const r of e.carriedOver) put(e.enrollmentId, r, 'carryOver');
    for (const r of e.creditsRevoked) put(e.enrollmentId, r, 'creditRevoked');
    for (const r of e.creditsKept) put(e.enrollmentId, r, 'creditKept');
    for (const r of e.carryOversReverted) put(e.enrollmentId, r, 'carryOverReverted');
  }
  for (const g of effects.guestBookingsCancelled) put(g.childId, g, 'guestCancelled');
  return (n: SessionNotice, person: Person): NextStep | null => {
    if (n.change === 'moved') return 'moved';
    const ref = { classId: n.after.cls.id, date: n.after.date, startTime: n.after.startTime };
    const step = steps.get(`${person.enrollmentId ?? person.childId} ${refKey(ref)}`);
    if (step) return step;
    // Kindergarten bills count the days attended: a day that does not take place is not billed.
    const off = n.change === 'closed' || n.change === 'cancelled';
    return off && person.planType === 'kindergarten_monthly' ? 'kindergarten' : null;
  };
}

/**
 * The notices of one event (kind 'session_changed', the mail families have had since issue 26): one per family with a
 * child in a changed session, in the parent's language, each session with what followed for that child. `eventKey`
 * names this write (the closure or session and when it was written): with the parent it is sent once.
 */
export async function familyNotices(
  tx: Tx,
  input: {
    event: NoticeEvent;
    audience: NoticeAudience;
    effects: CancellationEffects;
    eventKey: string;
    publicUrl: string;
  },
): Promise<Notice[]> {
  const { notices, people } = input.audience;
  if (notices.length === 0) return [];
  const noteOf = await notesOf(tx, notices);
  const stepOf = nextSteps(input.effects);
  const byParent = new Map<string, { person: Person; items: NoticeItem[] }>();
  notices.forEach((n, i) => {
    const { reason, note } = noteOf(n);
    const movedOrBack = n.change === 'moved' || n.change === 'restored';
    for (const person of people[i] ?? []) {
      const entry = byParent.get(person.parentId) ?? { person, items: [] };
      entry.items.push({
        childName: person.childName,
        classTitle: n.after.cls.title,
        next: stepOf(n, person),
        change: n.change,
        was: { date: n.before.onDate, time: n.before.atTime },
        now: movedOrBack ? { date: n.after.onDate, time: n.after.atTime } : null,
        closureReason: reason,
        note,
      });
      byParent.set(person.parentId, entry);
    }
  });
  if (byParent.size === 0) return [];
  const site = await readNoticeSite(tx, input.publicUrl);
  const recipients = await loadRecipients(tx, [...byParent.keys()]);
  return recipients.flatMap((to) => {
    const entry = byParent.get(to.userId);
    if (!entry) return [];
    const message = sessionChangedMessage(
      { site, parentName: entry.person.parentName, event: input.event, items: entry.items },
      to.language,
    );
    return [{ kind: 'session_changed' as const, eventKey: input.eventKey, to, message }];
  });
}
