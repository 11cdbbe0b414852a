// Answers of the session routes for the web tests, shaped like the server's (and checked by the same schemas when the
// hooks parse them). Override what a test is about.
import type {
  ChildSessions,
  MakeupBooking,
  MakeupCredit,
  MakeupOption,
  UpcomingSession,
} from '@swim/shared/api/sessions';
import { CHILD_ID } from '../../../test/parent-fixtures';

export const CLASS_ID = '44444444-4444-4444-8444-444444444444';
export const OTHER_CLASS_ID = '55555555-5555-4555-8555-555555555555';
export const SESSIONS_PATH = `/api/children/${CHILD_ID}/sessions`;

const BEGINNERS = { bg: 'Начинаещи (7–10 г.)', en: 'Beginners (ages 7–10)', ru: 'Начинающие (7–10 лет)' };
const SPARTAK = { bg: 'Басейн „Спартак“', en: 'Spartak Pool', ru: 'Бассейн «Спартак»' };

/** Thursday 26 November 2026, 17:30 in Sofia (15:30 UTC), reportable until 15:30 Sofia time. */
export function buildUpcoming(overrides: Partial<UpcomingSession> = {}): UpcomingSession {
  return {
    classId: CLASS_ID,
    classTitle: BEGINNERS,
    locationName: SPARTAK,
    date: '2026-11-26',
    startTime: '17:30',
    onDate: '2026-11-26',
    atTime: '17:30',
    startsAt: '2026-11-26T15:30:00.000Z',
    durationMinutes: 60,
    status: 'scheduled',
    enrollmentId: 'e1',
    absence: null,
    changeBy: '2026-11-26T13:30:00.000Z',
    canReport: true,
    canWithdraw: false,
    ...overrides,
  };
}

export function buildCredit(overrides: Partial<MakeupCredit> = {}): MakeupCredit {
  return {
    id: 'credit-1',
    source: 'absence',
    sessionDate: '2026-11-19',
    classTitle: BEGINNERS,
    expiresOn: '2027-01-18',
    status: 'available',
    bookingId: null,
    ...overrides,
  };
}

/** A make-up option: Saturday 28 November 2026, 10:00, the beginners' Saturday group at Spartak, 2 places left. */
export function buildOption(overrides: Partial<MakeupOption> = {}): MakeupOption {
  return {
    classId: OTHER_CLASS_ID,
    classTitle: { bg: 'Начинаещи – събота', en: 'Beginners – Saturday' },
    locationName: SPARTAK,
    date: '2026-11-28',
    startTime: '10:00',
    onDate: '2026-11-28',
    atTime: '10:00',
    startsAt: '2026-11-28T08:00:00.000Z',
    durationMinutes: 45,
    status: 'scheduled',
    level: 'beginner',
    coachName: { bg: 'Иван Колев', en: 'Ivan Kolev' },
    freePlaces: 2,
    ...overrides,
  };
}

export function buildBooking(overrides: Partial<MakeupBooking> = {}): MakeupBooking {
  const { level: _level, freePlaces: _freePlaces, ...session } = buildOption();
  return {
    ...session,
    id: 'booking-1',
    creditId: 'credit-1',
    attendance: null,
    changeBy: '2026-11-28T06:00:00.000Z',
    canChange: true,
    ...overrides,
  };
}

export function buildChildSessions(overrides: Partial<ChildSessions> = {}): ChildSessions {
  return {
    childId: CHILD_ID,
    noticeHours: 2,
    creditsPerMonth: 2,
    upcoming: [buildUpcoming()],
    credits: [],
    makeups: [],
    ...overrides,
  };
}
