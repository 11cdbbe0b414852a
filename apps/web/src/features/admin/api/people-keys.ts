import type {
  AthleteProfileListQuery,
  ChildListQuery,
  CoachProfileListQuery,
  InstructorListQuery,
} from '@swim/shared/api/admin-people';

/** Query keys of the console's people areas: instructors, public profiles, children. */
export const peopleKeys = {
  instructors: ['admin', 'instructors'] as const,
  instructorList: (query: InstructorListQuery) => ['admin', 'instructors', query] as const,
  coachProfiles: ['admin', 'coach-profiles'] as const,
  coachProfile: (profileId: string) => ['admin', 'coach-profiles', profileId] as const,
  coachProfileList: (query: CoachProfileListQuery) => ['admin', 'coach-profiles', 'list', query] as const,
  athleteProfiles: ['admin', 'athlete-profiles'] as const,
  athleteProfileList: (query: AthleteProfileListQuery) => ['admin', 'athlete-profiles', query] as const,
  children: ['admin', 'children'] as const,
  childList: (query: ChildListQuery) => ['admin', 'children', 'list', query] as const,
  child: (childId: string) => ['admin', 'children', 'detail', childId] as const,
  childActivity: (childId: string) => ['admin', 'children', 'detail', childId, 'activity'] as const,
};
