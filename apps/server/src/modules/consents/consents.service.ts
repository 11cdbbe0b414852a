// A family's consents per child, and an athlete's own (issue 29, ADR 0045). Every answer is a new row: the history is
// the proof of who consented to which text and when. The newest answer is in force.
import type { ConsentAnswer, ConsentState, ConsentsView, ChildConsentsInput } from '@swim/shared/api/consents';
import type { Role } from '@swim/shared/enums';
import {
  CONSENT_KINDS,
  CONSENT_TEXTS,
  CONSENT_TITLES,
  type ConsentGiver,
  type ConsentKind,
  DIGITAL_CONSENT_AGE,
} from '@swim/shared/privacy';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { athleteAccounts, children, consents } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { type Actor, childNotFound, findChildFor } from '../access/access-policy.js';
import { type ConsentRow, consentHistory, inForceByKind } from './consents-in-force.js';

type Subject = { childId: string } | { athleteId: string };
type AthleteLink = { userId: string; birthDate: string | null } | null;

/** Full years between a birth date and today (the club's calendar is close enough for an age threshold). */
function ageOn(birthDate: string, today = new Date()): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  const age = today.getUTCFullYear() - y;
  const beforeBirthday = today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  return beforeBirthday ? age - 1 : age;
}

/** The athlete account the club linked to a child's swimmer record, if any. */
async function athleteOf(db: Db | Tx, childId: string): Promise<AthleteLink> {
  const [row] = await db
    .select({ userId: athleteAccounts.userId, birthDate: athleteAccounts.birthDate })
    .from(athleteAccounts)
    .where(eq(athleteAccounts.childId, childId))
    .limit(1);
  return row ?? null;
}

/** The kinds that apply to a child: the public page only to a swimmer the club linked to an athlete account. */
const kindsFor = (athlete: AthleteLink): ConsentKind[] =>
  CONSENT_KINDS.filter((kind) => kind !== 'public_profile' || athlete !== null);

/**
 * Whether a parent answers this consent for their child. From 14 an athlete with their own account answers the
 * consents about publishing them; the medical notes stay the parent's, who writes them.
 */
function parentAnswers(kind: ConsentKind, child: { birthDate: string }, athlete: AthleteLink): boolean {
  if (kind === 'medical' || !athlete) return true;
  return ageOn(athlete.birthDate ?? child.birthDate) < DIGITAL_CONSENT_AGE;
}

function toState(kind: ConsentKind, row: ConsentRow | undefined, canAnswer: boolean): ConsentState {
  const currentVersion = CONSENT_TEXTS[kind].version;
  return {
    kind,
    granted: row?.granted ?? null,
    textVersion: row?.textVersion ?? null,
    currentVersion,
    needsAnswer: !row || row.textVersion < currentVersion,
    givenAt: row?.givenAt.toISOString() ?? null,
    givenAs: row?.givenAs ?? null,
    givenByName: row?.givenByName ?? null,
    canAnswer,
  };
}

function toView(kinds: ConsentKind[], history: ConsentRow[], canAnswer: (k: ConsentKind) => boolean) {
  const current = inForceByKind(history);
  return {
    consents: kinds.map((kind) => toState(kind, current.get(kind), canAnswer(kind))),
    history: history
      .filter((row) => kinds.includes(row.kind))
      .map((row) => ({
        kind: row.kind,
        granted: row.granted,
        textVersion: row.textVersion,
        givenAt: row.givenAt.toISOString(),
        givenAs: row.givenAs,
        givenByName: row.givenByName,
      })),
  } satisfies ConsentsView;
}

/** A child's consents as the parent sees them on the child's profile. */
export async function getChildConsents(db: Db, actor: Actor, childId: string): Promise<ConsentsView> {
  const child = await findChildFor(db, actor, childId, { action: 'family' });
  const athlete = await athleteOf(db, child.id);
  const history = await consentHistory(db, { childIds: [child.id], athleteIds: athlete ? [athlete.userId] : [] });
  return toView(kindsFor(athlete), history, (kind) => parentAnswers(kind, child, athlete));
}

/**
 * Records an answer unless it repeats the one in force to the same text. Withdrawing the medical consent deletes the
 * notes it allowed, in the same transaction.
 */
async function record(
  tx: Tx,
  actor: { id: string },
  subject: Subject,
  kind: ConsentKind,
  { granted, givenAs, also = [] }: { granted: boolean; givenAs: ConsentGiver; also?: string[] },
): Promise<void> {
  const subjectId = 'childId' in subject ? subject.childId : subject.athleteId;
  // One answer at a time per person: the subject's row is locked, and the answer is stamped with the clock at that
  // moment (not the transaction's start), so the newest answer in force is the last one recorded.
  if ('childId' in subject)
    await tx.select({ id: children.id }).from(children).where(eq(children.id, subject.childId)).for('update');
  else
    await tx
      .select({ id: athleteAccounts.userId })
      .from(athleteAccounts)
      .where(eq(athleteAccounts.userId, subject.athleteId))
      .for('update');
  // `also`: the athlete account the club linked to this child record, whose own answers count for the same person.
  const history = await consentHistory(
    tx,
    'childId' in subject ? { childIds: [subject.childId], athleteIds: also } : { athleteIds: [subject.athleteId] },
  );
  const current = inForceByKind(history).get(kind);
  const textVersion = CONSENT_TEXTS[kind].version;
  if (current && current.granted === granted && current.textVersion === textVersion) return;
  await tx
    .insert(consents)
    .values({ ...subject, kind, granted, textVersion, givenBy: actor.id, givenAs, givenAt: sql`clock_timestamp()` });
  if ('childId' in subject && kind === 'medical' && !granted)
    await tx.update(children).set({ medicalNotes: null }).where(eq(children.id, subject.childId));
  await recordAudit(tx, {
    actorId: actor.id,
    action: granted ? 'consent.given' : 'consent.withdrawn',
    entityType: 'childId' in subject ? 'child' : 'user',
    entityId: subjectId,
    details: { title: CONSENT_TITLES[kind] },
  });
}

function assertCurrentText(kind: ConsentKind, answer: ConsentAnswer): void {
  if (answer.textVersion !== CONSENT_TEXTS[kind].version)
    throw new AppError('CONSENT_TEXT_CHANGED', 'The consent text has changed: read it again and answer');
}

/** A parent answers one of their child's consents, to the text version they were shown. */
export async function answerChildConsent(
  db: Db,
  actor: Actor,
  { childId, kind, answer }: { childId: string; kind: ConsentKind; answer: ConsentAnswer },
): Promise<ConsentsView> {
  await db.transaction(async (tx) => {
    const child = await findChildFor(tx, actor, childId, { action: 'family' });
    const athlete = await athleteOf(tx, child.id);
    if (!kindsFor(athlete).includes(kind)) throw childNotFound();
    if (!parentAnswers(kind, child, athlete))
      throw new AppError('CONSENT_GIVEN_BY_ATHLETE', 'The athlete gives this consent from their own account');
    assertCurrentText(kind, answer);
    await record(tx, actor, { childId: child.id }, kind, {
      granted: answer.granted,
      givenAs: 'parent',
      also: athlete ? [athlete.userId] : [],
    });
  });
  return getChildConsents(db, actor, childId);
}

/**
 * A child's consents as the club's admin sees them in the console: every kind that applies, each answerable from a
 * signed paper form (none once the child's data is erased).
 */
export async function getAdminChildConsents(db: Db, actor: Actor, childId: string): Promise<ConsentsView> {
  const child = await findChildFor(db, actor, childId, { action: 'administer' });
  const athlete = await athleteOf(db, child.id);
  const history = await consentHistory(db, { childIds: [child.id], athleteIds: athlete ? [athlete.userId] : [] });
  return toView(kindsFor(athlete), history, () => child.erasedAt === null);
}

/**
 * The admin records the answer of a signed paper form (a family without an account, a form handed in at the pool),
 * to the text version printed on it. It is the family's answer, recorded by the club: `given_as = 'admin'`, the
 * admin as the one who recorded it, and the same rules as any answer (newest in force; withdrawing the medical
 * consent deletes the notes).
 */
export async function recordPaperConsent(
  db: Db,
  actor: Actor,
  { childId, kind, answer }: { childId: string; kind: ConsentKind; answer: ConsentAnswer },
): Promise<ConsentsView> {
  await db.transaction(async (tx) => {
    const child = await findChildFor(tx, actor, childId, { action: 'administer' });
    if (child.erasedAt) throw new AppError('CHILD_ERASED', "This child's data was erased and cannot be changed");
    const athlete = await athleteOf(tx, child.id);
    if (!kindsFor(athlete).includes(kind)) throw childNotFound();
    assertCurrentText(kind, answer);
    await record(tx, actor, { childId: child.id }, kind, {
      granted: answer.granted,
      givenAs: 'admin',
      also: athlete ? [athlete.userId] : [],
    });
  });
  return getAdminChildConsents(db, actor, childId);
}

/** The answers given when a child is registered or added, to the current texts. */
export async function recordRegistrationConsents(
  tx: Tx,
  actor: Actor,
  childId: string,
  answers: ChildConsentsInput | undefined,
): Promise<void> {
  if (!answers) return;
  for (const kind of ['photos', 'medical'] as const) {
    assertCurrentText(kind, { granted: answers[kind], textVersion: answers.versions[kind] });
    await record(tx, actor, { childId }, kind, { granted: answers[kind], givenAs: 'parent' });
  }
}

/** The athlete's subject: the swimmer record the club linked to the account, else the account itself. */
async function athleteSubject(db: Db | Tx, actor: Actor) {
  const [account] = await db.select().from(athleteAccounts).where(eq(athleteAccounts.userId, actor.id)).limit(1);
  if (!account) throw new AppError('NOT_FOUND', 'No athlete account');
  const [child] = account.childId
    ? await db.select().from(children).where(eq(children.id, account.childId)).limit(1)
    : [];
  const birthDate = account.birthDate ?? child?.birthDate ?? null;
  const subject: Subject = child ? { childId: child.id } : { athleteId: actor.id };
  // An athlete with the club's swimmer record is tagged in photos through it; without one, only the public page applies.
  const kinds: ConsentKind[] = child ? ['public_profile', 'photos'] : ['public_profile'];
  // Under 14 (or with no birth date on record) a parent answers: on the child's profile when the club linked one.
  const canAnswer = birthDate !== null && ageOn(birthDate) >= DIGITAL_CONSENT_AGE;
  return { subject, kinds, canAnswer };
}

/** The athlete's own consents (their area's profile). */
export async function getAthleteConsents(db: Db, actor: Actor): Promise<ConsentsView> {
  const { subject, kinds, canAnswer } = await athleteSubject(db, actor);
  const childIds = 'childId' in subject ? [subject.childId] : [];
  const history = await consentHistory(db, { childIds, athleteIds: [actor.id] });
  return toView(kinds, history, () => canAnswer);
}

/** An athlete of 14 or more answers their own consent. */
export async function answerAthleteConsent(
  db: Db,
  actor: Actor & { role: Role },
  { kind, answer }: { kind: ConsentKind; answer: ConsentAnswer },
): Promise<ConsentsView> {
  await db.transaction(async (tx) => {
    const { subject, kinds, canAnswer } = await athleteSubject(tx, actor);
    if (!kinds.includes(kind)) throw new AppError('NOT_FOUND', 'This consent does not apply');
    if (!canAnswer) throw new AppError('CONSENT_GIVEN_BY_PARENT', 'Under 14, a parent gives this consent');
    assertCurrentText(kind, answer);
    await record(tx, actor, subject, kind, { granted: answer.granted, givenAs: 'athlete', also: [actor.id] });
  });
  return getAthleteConsents(db, actor);
}
