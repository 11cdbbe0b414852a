// Keys of the club's public data (locations, weekly schedule, the wizard's class options): several features read
// it and the admin console changes it, so the keys live here and invalidation uses them.

export const clubKeys = {
  locations: ['locations'] as const,
  classOptions: ['class-options'] as const,
  /** The class options of a location (or all), with the fit for a child's birth date and level when given. */
  classOptionsAt: (locationId: string | null, child: { birthDate?: string; level?: string } = {}) =>
    ['class-options', locationId ?? 'all', { birthDate: child.birthDate ?? null, level: child.level ?? null }] as const,
  schedule: ['schedule'] as const,
  weeklySchedule: ['schedule', 'weekly'] as const,
  /** The closed, cancelled and moved sessions of the week starting on a Monday. */
  scheduleWeek: (monday: string) => ['schedule', 'week', monday] as const,
  upcoming: (days: number, limit: number) => ['schedule', 'upcoming', { days, limit }] as const,
  /** The public coach and athlete profiles on /coaches. */
  people: ['people'] as const,
  /** The club's name, contact details, office hours and bank details (footer, /contact, /club). */
  settings: ['club-settings'] as const,
};

/** Every club key an admin change of locations or classes makes stale. */
export const CLUB_STRUCTURE_KEYS = [clubKeys.locations, clubKeys.classOptions, clubKeys.schedule] as const;
