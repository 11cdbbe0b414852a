// Whether a class suits a child: the class's age range (whole years, in the club's calendar) and the level it
// teaches. The server answers with the fit and the web groups and words it, so both read it from here.
import { CLUB_TIME_ZONE } from './club.js';
import { zonedDate } from './dates.js';
import type { SkillLevel } from './enums.js';

/** The youngest and oldest bound a class may set, in whole years. */
export const MIN_CLASS_AGE = 0;
export const MAX_CLASS_AGE = 99;

/** The answers of `classFit`, the age before the level: a group for another age is the stronger mismatch. */
export const CLASS_FITS = ['fits', 'too_young', 'too_old', 'other_level'] as const;
export type ClassFit = (typeof CLASS_FITS)[number];

/** What the fit reads of a child; a field not known yet (the wizard before the child step) is not checked. */
export type FitChild = { birthDate?: string | null; skillLevel?: SkillLevel | null };
/** What the fit reads of a class: null bounds are open. */
export type FitClass = { minAge: number | null; maxAge: number | null; level: SkillLevel };

/** Today's date ('YYYY-MM-DD') in the club's time zone: a child's age turns over at midnight in Sofia. */
export function clubToday(now: Date = new Date()): string {
  return zonedDate(now, CLUB_TIME_ZONE);
}

/**
 * Whole years between a 'YYYY-MM-DD' birth date and a 'YYYY-MM-DD' day: the child is a year older from the birthday
 * on. One born on 29 February turns a year older on 1 March in a year without one. Never below 0.
 */
export function ageOn(birthDate: string, today: string): number {
  const [birthYear, birthMonth, birthDay] = birthDate.split('-').map(Number) as [number, number, number];
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const beforeBirthday = month < birthMonth || (month === birthMonth && day < birthDay);
  return Math.max(0, year - birthYear - (beforeBirthday ? 1 : 0));
}

/** A child's age today in the club's calendar. */
export function ageInClub(birthDate: string, now: Date = new Date()): number {
  return ageOn(birthDate, clubToday(now));
}

/**
 * Whether the class suits the child on `today` (club calendar): 'too_young' / 'too_old' against the class's age
 * range, then 'other_level' when the child's level is not the one the class teaches.
 */
export function classFit(child: FitChild, cls: FitClass, today: string): ClassFit {
  if (child.birthDate) {
    const age = ageOn(child.birthDate, today);
    if (cls.minAge !== null && age < cls.minAge) return 'too_young';
    if (cls.maxAge !== null && age > cls.maxAge) return 'too_old';
  }
  if (child.skillLevel && child.skillLevel !== cls.level) return 'other_level';
  return 'fits';
}
