/** Catalog keys of the days, indexed 0 = Monday ... 6 = Sunday like the API. */
export const DAY_KEYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type DayKey = (typeof DAY_KEYS)[number];

export function getDayKey(dayOfWeek: number): DayKey {
  return DAY_KEYS[((dayOfWeek % 7) + 7) % 7] ?? 'monday';
}
