// What a class or location write says in the audit log: the record's name, and each changed field as from -> to,
// in words an admin can read (names, not ids; sessions as day and time). Pure: the services pass both states in.
import type { AuditAction } from '@swim/shared/api/admin-audit';
import type { LocalizedText } from '@swim/shared/localized';

type Session = { dayOfWeek: number; startTime: string };

/** A class as the audit log describes it. */
export type ClassState = {
  title: LocalizedText;
  description: LocalizedText | null;
  instructor: string | null;
  location: string;
  level: string;
  minAge: number | null;
  maxAge: number | null;
  lane: string | null;
  durationMinutes: number;
  pricePerClass: number;
  monthlyPrice: number | null;
  maxCapacity: number;
  sessions: Session[];
  active: boolean;
};

/** A location as the audit log describes it. */
export type LocationState = {
  name: LocalizedText;
  type: string;
  address: LocalizedText;
  description: LocalizedText | null;
  active: boolean;
};

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

const sortSessions = (sessions: Session[]) =>
  [...sessions]
    .map((s) => ({ dayOfWeek: s.dayOfWeek, startTime: s.startTime.slice(0, 5) }))
    .sort((a, b) => a.dayOfWeek - b.dayOfWeek || a.startTime.localeCompare(b.startTime));

/** Each field that differs, as { from, to }; the active flag is left to the action's name. */
function changes<T extends Record<string, unknown>>(
  before: T,
  after: T,
): Record<string, { from: unknown; to: unknown }> {
  const changed: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after)) {
    if (key === 'active' || same(before[key], after[key])) continue;
    changed[key] = { from: before[key] ?? null, to: after[key] ?? null };
  }
  return changed;
}

/** The action and details of a class update: activated or deactivated when the flag flipped, else updated. */
export function describeClassUpdate(before: ClassState, after: ClassState, currency: string) {
  const action: AuditAction =
    before.active === after.active ? 'class.updated' : after.active ? 'class.activated' : 'class.deactivated';
  const changed = changes(
    { ...before, sessions: sortSessions(before.sessions) },
    { ...after, sessions: sortSessions(after.sessions) },
  );
  const { title, ...rest } = changed;
  return {
    action,
    details: {
      title: after.title.bg,
      ...(title ? { previousTitle: before.title.bg } : {}),
      ...rest,
      ...('pricePerClass' in rest || 'monthlyPrice' in rest ? { currency } : {}),
    },
  };
}

/** The details of a new class: what it is, where, who leads it, and when. */
export function describeNewClass(state: ClassState) {
  return {
    title: state.title.bg,
    location: state.location,
    instructor: state.instructor,
    sessions: sortSessions(state.sessions),
    maxCapacity: state.maxCapacity,
  };
}

/** The action and details of a location update: activated or deactivated when the flag flipped, else updated. */
export function describeLocationUpdate(before: LocationState, after: LocationState) {
  const action: AuditAction =
    before.active === after.active ? 'location.updated' : after.active ? 'location.activated' : 'location.deactivated';
  const { name, ...rest } = changes(before, after);
  return { action, details: { name: after.name.bg, ...(name ? { previousName: before.name.bg } : {}), ...rest } };
}
