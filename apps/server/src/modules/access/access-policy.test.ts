// The access policy's answers for every kind of actor and every action, against a table written out by hand below.
// The route tests prove what each route lets through; this one also pins what no route reaches today (an instructor
// under 'administer' or 'pay', a parent under 'validate'), so a later route cannot widen it by accident.
import type { Role } from '@swim/shared/enums';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppError } from '../../lib/errors.js';
import { type TestDatabase, createTestDatabase } from '../../test/database.js';
import { buildChild, buildClass, buildEnrollment, buildPayment, buildUser } from '../../test/factories.js';
import {
  type Actor,
  type ChildAction,
  type PaymentAction,
  findChildFor,
  findClassFor,
  findEnrollmentFor,
  findPaymentFor,
} from './access-policy.js';

type Who = 'parent' | 'other parent' | 'coach' | 'other coach' | 'admin' | 'athlete';

let database: TestDatabase;
const actors = {} as Record<Who, Actor>;
/** Record names to ids: the table below speaks in names. */
const ids: Record<string, string> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  const roles: Record<Who, Role> = {
    parent: 'parent',
    'other parent': 'parent',
    coach: 'instructor',
    'other coach': 'instructor',
    admin: 'admin',
    athlete: 'athlete',
  };
  for (const [who, role] of Object.entries(roles) as [Who, Role][]) {
    actors[who] = { id: (await buildUser(db, { role })).id, role };
  }
  const coachClass = await buildClass(db, { instructorId: actors.coach.id });
  const otherClass = await buildClass(db, { instructorId: actors['other coach'].id });
  const pupil = await buildChild(db, actors.parent.id, { fullName: 'Текущ Ученик' });
  const former = await buildChild(db, actors.parent.id, { fullName: 'Бивш Ученик' });
  // The coach is a parent too: their own child swims in another coach's class.
  const coachOwn = await buildChild(db, actors.coach.id, { fullName: 'Дете на Треньора' });
  const pupilEnrollment = await buildEnrollment(db, pupil.id, coachClass.id);
  const formerEnrollment = await buildEnrollment(db, former.id, coachClass.id, { active: false });
  const coachOwnEnrollment = await buildEnrollment(db, coachOwn.id, otherClass.id);
  const pay = (parentId: string, childId: string, enrollmentId: string) =>
    buildPayment(db, { parentId, childId, enrollmentId, method: 'cash', status: 'pending' });
  Object.assign(ids, {
    pupil: pupil.id,
    former: former.id,
    'coach own': coachOwn.id,
    'coach class': coachClass.id,
    'other class': otherClass.id,
    'pupil payment': (await pay(actors.parent.id, pupil.id, pupilEnrollment.id)).id,
    'former payment': (await pay(actors.parent.id, former.id, formerEnrollment.id)).id,
    'coach own payment': (await pay(actors.coach.id, coachOwn.id, coachOwnEnrollment.id)).id,
    'pupil enrollment': pupilEnrollment.id,
    'former enrollment': formerEnrollment.id,
    'coach own enrollment': coachOwnEnrollment.id,
  });
});
afterAll(async () => {
  await database?.close();
});

const allChildren = ['pupil', 'former', 'coach own'];
const allPayments = ['pupil payment', 'former payment', 'coach own payment'];

/** Which children each actor reaches, per action. */
const CHILDREN: Record<Who, Record<ChildAction, string[]>> = {
  parent: { family: ['pupil', 'former'], pay: ['pupil', 'former'], coach: ['pupil', 'former'], administer: [] },
  'other parent': { family: [], pay: [], coach: [], administer: [] },
  // A child who left the coach's class is out of the coach's reach; the coach's own child is theirs as a parent.
  coach: { family: ['coach own'], pay: ['coach own'], coach: ['pupil'], administer: [] },
  'other coach': { family: [], pay: [], coach: ['coach own'], administer: [] },
  admin: { family: [], pay: allChildren, coach: allChildren, administer: allChildren },
  athlete: { family: [], pay: [], coach: [], administer: [] },
};

/** Which payments each actor may act on, per action. */
const PAYMENTS: Record<Who, Record<PaymentAction, string[]>> = {
  parent: {
    family: ['pupil payment', 'former payment'],
    read: ['pupil payment', 'former payment'],
    pay: ['pupil payment', 'former payment'],
    validate: [],
    reject: [],
    refund: [],
    invoice: ['pupil payment', 'former payment'],
  },
  'other parent': { family: [], read: [], pay: [], validate: [], reject: [], refund: [], invoice: [] },
  // Money for the coach's class stays the coach's to confirm after the child left (a month they swam in it).
  coach: {
    family: ['coach own payment'],
    read: ['pupil payment', 'former payment'],
    pay: ['coach own payment'],
    validate: ['pupil payment', 'former payment'],
    reject: ['pupil payment', 'former payment'],
    refund: [],
    invoice: ['coach own payment'],
  },
  'other coach': {
    family: [],
    read: ['coach own payment'],
    pay: [],
    validate: ['coach own payment'],
    reject: ['coach own payment'],
    refund: [],
    invoice: [],
  },
  admin: {
    family: [],
    read: allPayments,
    pay: allPayments,
    validate: allPayments,
    reject: allPayments,
    refund: allPayments,
    invoice: allPayments,
  },
  athlete: { family: [], read: [], pay: [], validate: [], reject: [], refund: [], invoice: [] },
};

/** Which enrollments each actor may record money for: active ones of their classes (admins: every active one). */
const RECORDING: Record<Who, string[]> = {
  parent: [],
  'other parent': [],
  coach: ['pupil enrollment'],
  'other coach': ['coach own enrollment'],
  admin: ['pupil enrollment', 'coach own enrollment'],
  athlete: [],
};

/** Which classes each actor runs. */
const CLASSES: Record<Who, string[]> = {
  parent: [],
  'other parent': [],
  coach: ['coach class'],
  'other coach': ['other class'],
  admin: ['coach class', 'other class'],
  athlete: [],
};

/** What a loader answers for an id: 'found', or the code and message of its error. */
const answerOf = (find: (id: string) => Promise<unknown>, id: string) =>
  find(id).then(
    () => 'found' as const,
    (err: AppError) => ({ code: err.code, message: err.message }),
  );

/** The names among `names` that `find` loads; anything else must fail exactly like an unknown id. */
async function reached(names: string[], find: (id: string) => Promise<unknown>, unknownId: string) {
  const unknown = await answerOf(find, unknownId);
  expect(unknown).not.toBe('found');
  const found: string[] = [];
  for (const name of names) {
    const answer = await answerOf(find, ids[name] as string);
    if (answer === 'found') found.push(name);
    else expect(answer).toEqual(unknown);
  }
  return found;
}

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('the access policy', () => {
  it('reaches the children the table says, per actor and action', async () => {
    for (const who of Object.keys(CHILDREN) as Who[]) {
      for (const action of ['family', 'pay', 'coach', 'administer'] as const) {
        const find = (id: string) => findChildFor(database.db, actors[who], id, { action });
        expect(await reached(allChildren, find, UNKNOWN), `${who} / ${action}`).toEqual(CHILDREN[who][action]);
      }
    }
  });

  it('reaches the payments the table says, per actor and action', async () => {
    for (const who of Object.keys(PAYMENTS) as Who[]) {
      for (const action of ['family', 'read', 'pay', 'validate', 'reject', 'refund'] as const) {
        const find = (id: string) => findPaymentFor(database.db, actors[who], id, { action });
        expect(await reached(allPayments, find, UNKNOWN), `${who} / ${action}`).toEqual(PAYMENTS[who][action]);
      }
    }
  });

  it('lets each actor record money for the enrollments the table says', async () => {
    const all = ['pupil enrollment', 'former enrollment', 'coach own enrollment'];
    for (const who of Object.keys(RECORDING) as Who[]) {
      const find = (id: string) => findEnrollmentFor(database.db, actors[who], id, { action: 'record' });
      expect(await reached(all, find, UNKNOWN), who).toEqual(RECORDING[who]);
    }
  });

  it('lets each actor run the classes the table says', async () => {
    for (const who of Object.keys(CLASSES) as Who[]) {
      const find = (id: string) => findClassFor(database.db, actors[who], id);
      expect(await reached(['coach class', 'other class'], find, UNKNOWN), who).toEqual(CLASSES[who]);
    }
  });

  it('answers an id that is not a UUID like an unknown one, before asking the database', async () => {
    const admin = actors.admin;
    await expect(findChildFor(database.db, admin, 'not-an-id', { action: 'administer' })).rejects.toMatchObject({
      code: 'CHILD_NOT_FOUND',
      message: 'Child not found',
    });
    await expect(findPaymentFor(database.db, admin, 'not-an-id', { action: 'read' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Payment not found',
    });
    await expect(findClassFor(database.db, admin, 'not-an-id')).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Class not found',
    });
  });
});
