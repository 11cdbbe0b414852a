import { instructorClassKeys } from '../../../lib/instructor-query-keys';

/** Every instructor query lives under 'instructor'; a class's queries share its branch so one mark refreshes them. */
export const instructorKeys = {
  all: instructorClassKeys.all,
  dashboard: [...instructorClassKeys.all, 'dashboard'] as const,
  class: instructorClassKeys.class,
  classDetail: (classId: string) => [...instructorClassKeys.class(classId), 'detail'] as const,
  attendance: (classId: string, date: string) => [...instructorClassKeys.class(classId), 'attendance', date] as const,
  payments: instructorClassKeys.payments,
  schedule: (classId: string) => [...instructorClassKeys.class(classId), 'schedule'] as const,
  metrics: [...instructorClassKeys.all, 'metrics'] as const,
  child: (childId: string) => [...instructorClassKeys.all, 'children', childId] as const,
};
