/** Cache keys of the athlete's own data; goal changes refresh both (the dashboard counts goals). */
export const athleteKeys = {
  all: ['athlete'] as const,
  dashboard: ['athlete', 'dashboard'] as const,
  goals: ['athlete', 'goals'] as const,
};
