import { describe, expect, it } from 'vitest';
import { getAthleteRedirect } from './athlete-redirect';

const pending = { role: 'athlete' as const, athleteApproved: false };
const missingRecord = { role: 'athlete' as const, athleteApproved: null };
const approved = { role: 'athlete' as const, athleteApproved: true };

describe('athlete redirect rules', () => {
  it('sends an athlete awaiting approval to /athlete/pending from any other path', () => {
    for (const path of ['/', '/dashboard', '/shop', '/athlete/dashboard', '/athlete/goals', '/admin', '/nope']) {
      expect(getAthleteRedirect(pending, path), path).toBe('/athlete/pending');
    }
    expect(getAthleteRedirect(pending, '/athlete/pending')).toBeNull();
  });

  it('treats a missing athlete record as not approved', () => {
    expect(getAthleteRedirect(missingRecord, '/athlete/dashboard')).toBe('/athlete/pending');
    expect(getAthleteRedirect(missingRecord, '/athlete/pending')).toBeNull();
  });

  it('keeps an approved athlete inside /athlete, sending them to the dashboard from elsewhere', () => {
    for (const path of ['/', '/club', '/dashboard', '/admin', '/athletes', '/athlete-x']) {
      expect(getAthleteRedirect(approved, path), path).toBe('/athlete/dashboard');
    }
    expect(getAthleteRedirect(approved, '/athlete/dashboard')).toBeNull();
    expect(getAthleteRedirect(approved, '/athlete/goals')).toBeNull();
    expect(getAthleteRedirect(approved, '/athlete/pending')).toBe('/athlete/dashboard');
  });

  it("sends an approved athlete from /profile (the mails' settings link) to their own profile", () => {
    expect(getAthleteRedirect(approved, '/profile')).toBe('/athlete/profile');
    expect(getAthleteRedirect(approved, '/athlete/profile')).toBeNull();
    expect(getAthleteRedirect(pending, '/profile')).toBe('/athlete/pending');
  });

  it("lets every athlete open a mail's unsubscribe link", () => {
    for (const athlete of [pending, missingRecord, approved]) {
      expect(getAthleteRedirect(athlete, '/unsubscribe')).toBeNull();
    }
  });

  it('leaves visitors and the other roles alone', () => {
    expect(getAthleteRedirect(null, '/admin')).toBeNull();
    for (const role of ['parent', 'instructor', 'admin'] as const) {
      expect(getAthleteRedirect({ role, athleteApproved: null }, '/athlete/pending')).toBeNull();
      expect(getAthleteRedirect({ role, athleteApproved: null }, '/')).toBeNull();
    }
  });
});
