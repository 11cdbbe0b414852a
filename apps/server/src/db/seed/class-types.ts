// The shape of a demo class.
import type { SkillLevel } from '@swim/shared/enums';
import type { LocalizedText } from '@swim/shared/localized';
import type { InstructorKey, LocationKey } from './club-data.js';

export type ClassKey =
  | 'spartak-first-steps'
  | 'spartak-beginners'
  | 'spartak-intermediate'
  | 'spartak-advanced'
  | 'spartak-weekend'
  | 'spartak-butterfly'
  | 'spartak-summer'
  | 'vaz-beginners'
  | 'vaz-intermediate'
  | 'vaz-weekend'
  | 'vaz-advanced'
  | 'kg-little'
  | 'kg-dolphins'
  | 'kg-prep';

export type ClassSeed = {
  key: ClassKey;
  location: LocationKey;
  instructor: InstructorKey;
  level: SkillLevel;
  /** The ages the class is for, as its title says (whole years); null = no bound. */
  minAge: number | null;
  maxAge: number | null;
  title: LocalizedText;
  description: LocalizedText;
  lane: string;
  durationMinutes: 45 | 60 | 90;
  /** Euro cents (a lev club's demo converts them at the fixed rate). */
  pricePerClass: number;
  /** Euro cents. */
  monthlyPrice: number;
  maxCapacity: number;
  /** [day of week (0 = Monday), start time 'HH:MM']. */
  sessions: [number, string][];
  active?: boolean;
};
