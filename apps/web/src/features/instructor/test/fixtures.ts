import type { ClassAttendance, MetricCatalog, RosterEntry } from '@swim/shared/api/instructor';
import type { RosterGuest } from '@swim/shared/api/sessions';

// Instructor test data shaped like the API's answers; override what a test is about.

export const CLASS_ID = '44444444-4444-4444-8444-444444444444';
export const CHILD_ID = '33333333-3333-4333-8333-333333333333';
export const OTHER_CHILD_ID = '77777777-7777-4777-8777-777777777777';

export function buildRosterEntry(overrides: Partial<RosterEntry> = {}): RosterEntry {
  return {
    childId: CHILD_ID,
    enrollmentId: '55555555-5555-4555-8555-555555555555',
    fullName: 'Виктория Петрова',
    birthDate: '2018-04-12',
    age: 8,
    gender: 'female',
    skillLevel: 'beginner',
    planType: 'pool_8',
    sessionsRemaining: 5,
    sessionsUsedUp: false,
    medicalNotes: null,
    notes: null,
    emergencyContact: 'Мария Петрова',
    emergencyPhone: '+359 888 111 222',
    parent: { name: 'Мария Петрова', phone: '+359 888 111 222' },
    balanceDue: null,
    ...overrides,
  };
}

type AttendanceChild = ClassAttendance['children'][number];

export function buildAttendanceChild(overrides: Partial<AttendanceChild> = {}): AttendanceChild {
  return {
    childId: CHILD_ID,
    enrollmentId: '55555555-5555-4555-8555-555555555555',
    fullName: 'Виктория Петрова',
    planType: 'pool_8',
    sessionsRemaining: 5,
    sessionsUsedUp: false,
    status: null,
    markedAt: null,
    markedBy: null,
    absenceReportedAt: null,
    present: 6,
    marked: 8,
    rate: 75,
    ...overrides,
  };
}

export function buildAttendance(
  children: AttendanceChild[],
  overrides: Partial<ClassAttendance> = {},
): ClassAttendance {
  return {
    classId: CLASS_ID,
    date: '2026-11-23',
    scheduled: true,
    sessionStatus: 'scheduled',
    rateFrom: '2026-08-26',
    rateTo: '2026-11-23',
    classRate: 80,
    children,
    guests: [],
    trials: [],
    ...overrides,
  };
}

export const BOOKING_ID = '66666666-6666-4666-8666-666666666666';

/** A make-up guest from another group, with medical notes (override what a test is about). */
export function buildGuest(overrides: Partial<RosterGuest> = {}): RosterGuest {
  return {
    bookingId: BOOKING_ID,
    childId: '88888888-8888-4888-8888-888888888888',
    fullName: 'Борис Гостев',
    birthDate: '2017-06-30',
    homeClassTitle: { bg: 'Костенурки', en: 'Turtles', ru: 'Черепашки' },
    medicalNotes: 'Астма: инхалатор в чантата',
    emergencyContact: 'Борислава Гостева',
    emergencyPhone: '+359 899 555 444',
    parentPhone: '+359 877 000 111',
    startTime: '17:00',
    attendance: null,
    ...overrides,
  };
}

export const METRICS: MetricCatalog = [
  { key: 'speed', label: { bg: 'Скорост', en: 'Speed', ru: 'Скорость' } },
  { key: 'technique', label: { bg: 'Техника', en: 'Technique', ru: 'Техника' } },
  { key: 'endurance', label: { bg: 'Издръжливост', en: 'Endurance', ru: 'Выносливость' } },
];
