import type { FamilyWaitlistEntry, OfferByToken } from '@swim/shared/api/waitlist';

// A family's waiting lists and a mail link's offer, shaped like the API's answers; override what a test is about.

export const EVA_ID = '11111111-1111-4111-8111-000000000001';
export const BORIS_ID = '11111111-1111-4111-8111-000000000002';

/** Ева waits as No. 3 for the Saturday beginners. */
export function buildWaitingEntry(overrides: Partial<FamilyWaitlistEntry> = {}): FamilyWaitlistEntry {
  return {
    id: '22222222-2222-4222-8222-000000000001',
    childId: EVA_ID,
    childName: 'Ева Георгиева',
    classId: '33333333-3333-4333-8333-000000000001',
    classTitle: { bg: 'Начинаещи (7–10 г.)', en: 'Beginners (ages 7–10)', ru: 'Начинающие (7–10 лет)' },
    locationName: { bg: 'Басейн „Спартак“', en: 'Spartak Pool', ru: 'Бассейн «Спартак»' },
    sessions: [
      { dayOfWeek: 1, startTime: '17:30' },
      { dayOfWeek: 3, startTime: '17:30' },
    ],
    planType: 'pool_8',
    position: 3,
    joinedAt: '2026-11-02T08:00:00.000Z',
    offer: null,
    ...overrides,
  };
}

/** Борис holds a place in the advanced class until Friday 20 November, 18:00 in Sofia. */
export function buildHeldEntry(overrides: Partial<FamilyWaitlistEntry> = {}): FamilyWaitlistEntry {
  return buildWaitingEntry({
    id: '22222222-2222-4222-8222-000000000002',
    childId: BORIS_ID,
    childName: 'Борис Георгиев',
    classId: '33333333-3333-4333-8333-000000000002',
    classTitle: { bg: 'Напреднали', en: 'Advanced', ru: 'Продвинутые' },
    planType: 'pool_monthly',
    position: 1,
    joinedAt: '2026-10-01T08:00:00.000Z',
    offer: {
      id: '44444444-4444-4444-8444-000000000001',
      offeredAt: '2026-11-18T16:00:00.000Z',
      expiresAt: '2026-11-20T16:00:00.000Z',
    },
    ...overrides,
  });
}

/** What the mail's link shows of Борис's offer. */
export function buildLinkOffer(overrides: Partial<OfferByToken> = {}): OfferByToken {
  return {
    status: 'open',
    childFirstName: 'Борис',
    classTitle: { bg: 'Напреднали', en: 'Advanced', ru: 'Продвинутые' },
    locationName: { bg: 'Басейн „Спартак“', en: 'Spartak Pool', ru: 'Бассейн «Спартак»' },
    sessions: [{ dayOfWeek: 4, startTime: '18:00' }],
    planType: 'pool_monthly',
    expiresAt: '2026-11-20T16:00:00.000Z',
    ...overrides,
  };
}
