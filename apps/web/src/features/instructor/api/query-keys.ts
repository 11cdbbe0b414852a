/** Every instructor query lives under 'instructor'; a class's queries share its branch so one mark refreshes them. */
export const instructorKeys = {
  all: ['instructor'] as const,
  dashboard: ['instructor', 'dashboard'] as const,
  class: (classId: string) => ['instructor', 'classes', classId] as const,
  classDetail: (classId: string) => ['instructor', 'classes', classId, 'detail'] as const,
  attendance: (classId: string, date: string) => ['instructor', 'classes', classId, 'attendance', date] as const,
  payments: (classId: string, month: string) => ['instructor', 'classes', classId, 'payments', month] as const,
  schedule: (classId: string) => ['instructor', 'classes', classId, 'schedule'] as const,
  metrics: ['instructor', 'metrics'] as const,
  child: (childId: string) => ['instructor', 'children', childId] as const,
};
