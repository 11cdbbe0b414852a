import type { Child, ClassOption, Enrollment } from '@swim/shared/api/children';
import type { Location } from '@swim/shared/api/public';

// Test data for the parent journey, shaped like the API's answers; override what a test is about.

export const POOL_ID = '11111111-1111-4111-8111-111111111111';
export const KINDERGARTEN_ID = '22222222-2222-4222-8222-222222222222';
export const CHILD_ID = '33333333-3333-4333-8333-333333333333';

export function buildLocation(overrides: Partial<Location> = {}): Location {
  return {
    id: POOL_ID,
    name: { bg: 'Басейн „Спартак“', en: 'Spartak Pool', ru: 'Бассейн «Спартак»' },
    type: 'pool',
    address: { bg: 'бул. „Арсеналски“ 4', en: '4 Arsenalski Blvd' },
    description: null,
    ...overrides,
  };
}

export function buildClassOption(overrides: Partial<ClassOption> = {}): ClassOption {
  return {
    id: '44444444-4444-4444-8444-444444444444',
    title: { bg: 'Начинаещи (7–10 г.)', en: 'Beginners (ages 7–10)', ru: 'Начинающие (7–10 лет)' },
    description: null,
    level: 'beginner',
    minAge: 7,
    maxAge: 10,
    fit: null,
    location: { id: POOL_ID, name: { bg: 'Басейн „Спартак“' }, type: 'pool' },
    instructor: { bg: 'Георги Иванов', en: 'Georgi Ivanov', ru: 'Георгий Иванов' },
    lane: null,
    durationMinutes: 60,
    // Three sessions a week fill 8 and 12 sessions, not 16; an average month holds 13 (ADR 0032).
    sessions: [
      { dayOfWeek: 0, startTime: '17:30' },
      { dayOfWeek: 2, startTime: '17:30' },
      { dayOfWeek: 4, startTime: '17:30' },
    ],
    maxCapacity: 8,
    freePlaces: 3,
    pricePerClass: 2000,
    monthlyPrice: 25000,
    currency: 'BGN',
    plans: [
      { planType: 'pool_8', sessions: 8, price: 16000, currency: 'BGN', saving: 0, bestValue: false },
      { planType: 'pool_12', sessions: 12, price: 24000, currency: 'BGN', saving: 0, bestValue: false },
      { planType: 'pool_monthly', sessions: null, price: 25000, currency: 'BGN', saving: 1000, bestValue: true },
    ],
    ...overrides,
  };
}

export function buildEnrollment(overrides: Partial<Enrollment> = {}): Enrollment {
  return {
    id: '55555555-5555-4555-8555-555555555555',
    classId: '44444444-4444-4444-8444-444444444444',
    classTitle: { bg: 'Начинаещи (7–10 г.)', en: 'Beginners (ages 7–10)' },
    level: 'beginner',
    location: { bg: 'Басейн „Спартак“' },
    instructor: { bg: 'Георги Иванов', en: 'Georgi Ivanov', ru: 'Георгий Иванов' },
    sessions: [{ dayOfWeek: 1, startTime: '17:30' }],
    planType: 'pool_8',
    sessionsRemaining: 6,
    active: true,
    periodStart: '2026-11-01',
    periodEnd: '2026-11-30',
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function buildChild(overrides: Partial<Child> = {}): Child {
  return {
    id: CHILD_ID,
    fullName: 'Виктория Петрова',
    firstName: 'Viktoria',
    lastName: 'Petrova',
    birthDate: '2019-09-03',
    gender: 'female',
    skillLevel: 'beginner',
    notes: null,
    medicalNotes: null,
    emergencyContact: 'Мария Петрова',
    emergencyPhone: '+359 888 214 367',
    createdAt: '2026-01-10T10:00:00.000Z',
    enrollments: [buildEnrollment()],
    ...overrides,
  };
}
