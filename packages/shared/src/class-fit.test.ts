import { describe, expect, it } from 'vitest';
import { ageInClub, ageOn, classFit, clubToday } from './class-fit.js';

describe('ageOn', () => {
  it('counts the year from the birthday itself', () => {
    expect(ageOn('2016-05-04', '2026-05-03')).toBe(9);
    expect(ageOn('2016-05-04', '2026-05-04')).toBe(10);
    expect(ageOn('2016-05-04', '2026-05-05')).toBe(10);
  });

  it('takes a 29 February birthday as 1 March in a year without one', () => {
    expect(ageOn('2020-02-29', '2026-02-28')).toBe(5);
    expect(ageOn('2020-02-29', '2026-03-01')).toBe(6);
    expect(ageOn('2020-02-29', '2028-02-28')).toBe(7);
    expect(ageOn('2020-02-29', '2028-02-29')).toBe(8);
  });

  it('is 0 before the first birthday and never negative', () => {
    expect(ageOn('2026-01-15', '2026-11-27')).toBe(0);
    expect(ageOn('2026-12-01', '2026-11-27')).toBe(0);
  });

  it('turns over the years across a new year', () => {
    expect(ageOn('2019-12-31', '2026-12-31')).toBe(7);
    expect(ageOn('2019-12-31', '2027-01-01')).toBe(7);
    expect(ageOn('2020-01-01', '2027-01-01')).toBe(7);
  });
});

describe('age in club time', () => {
  it('reads the day in Sofia, not in UTC: 22:30 UTC is already the next day there', () => {
    // 2026-05-03 22:30 UTC is 2026-05-04 01:30 in Sofia (summer time, UTC+3): the birthday has come.
    const lateUtc = new Date('2026-05-03T22:30:00Z');
    expect(clubToday(lateUtc)).toBe('2026-05-04');
    expect(ageInClub('2016-05-04', lateUtc)).toBe(10);
    // One minute before midnight in Sofia the child is still nine.
    expect(ageInClub('2016-05-04', new Date('2026-05-03T20:59:00Z'))).toBe(9);
    expect(ageInClub('2016-05-04', new Date('2026-05-03T21:00:00Z'))).toBe(10);
  });

  it('uses winter time (UTC+2) in winter', () => {
    expect(ageInClub('2016-12-10', new Date('2026-12-09T21:59:00Z'))).toBe(9);
    expect(ageInClub('2016-12-10', new Date('2026-12-09T22:00:00Z'))).toBe(10);
  });
});

describe('classFit', () => {
  const today = '2026-11-27';
  const kindergarten = { minAge: 3, maxAge: 4, level: 'beginner' } as const;
  const squad = { minAge: 10, maxAge: null, level: 'advanced' } as const;
  const open = { minAge: null, maxAge: null, level: 'intermediate' } as const;
  // Ten years old on 27 November 2026.
  const maria = { birthDate: '2016-05-04', skillLevel: 'intermediate' } as const;
  // Six years old.
  const ivan = { birthDate: '2020-06-01', skillLevel: 'beginner' } as const;

  it('finds a 10-year-old too old for a group of ages 3–4', () => {
    expect(classFit(maria, kindergarten, today)).toBe('too_old');
  });

  it('finds a 6-year-old too young for a squad of 10 and over, before the level', () => {
    expect(classFit(ivan, squad, today)).toBe('too_young');
  });

  it('finds another level when the age suits', () => {
    expect(classFit(maria, { ...squad, level: 'advanced' }, today)).toBe('other_level');
  });

  it('fits when the age is within the bounds (inclusive) and the level is the class’s', () => {
    expect(classFit({ birthDate: '2022-11-27', skillLevel: 'beginner' }, kindergarten, today)).toBe('fits');
    expect(classFit({ birthDate: '2021-11-28', skillLevel: 'beginner' }, kindergarten, today)).toBe('fits');
    expect(classFit({ birthDate: '2021-11-27', skillLevel: 'beginner' }, kindergarten, today)).toBe('too_old');
    expect(classFit({ birthDate: '2016-11-27', skillLevel: 'advanced' }, squad, today)).toBe('fits');
    expect(classFit({ birthDate: '2016-11-28', skillLevel: 'advanced' }, squad, today)).toBe('too_young');
  });

  it('has open bounds where the class sets none', () => {
    expect(classFit(maria, open, today)).toBe('fits');
    expect(classFit({ birthDate: '1990-01-01', skillLevel: 'intermediate' }, open, today)).toBe('fits');
  });

  it('checks only what is known of the child', () => {
    expect(classFit({ skillLevel: 'advanced' }, kindergarten, today)).toBe('other_level');
    expect(classFit({ birthDate: '2016-05-04' }, squad, today)).toBe('fits');
    expect(classFit({}, kindergarten, today)).toBe('fits');
  });
});
