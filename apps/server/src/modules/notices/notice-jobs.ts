// The notice jobs (issue 27 item 4) on the app's job queue, each run once across all instances (pg-boss's cron):
// the daily reminders at 09:00 in the club's time zone, and the retry of pushes no device has taken yet.
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import type { JobQueue } from '../../lib/jobs.js';
import type { Logger } from '../../lib/logger.js';
import { type ReminderDeps, runDailyReminders } from './reminders.js';

export async function registerNoticeJobs(
  queue: JobQueue,
  deps: ReminderDeps & { now: () => Date; log: Pick<Logger, 'info'> },
): Promise<void> {
  await queue.work('notices-daily-reminders', async () => {
    const sent = await runDailyReminders(deps, deps.now());
    deps.log.info({ sent }, 'daily reminders sent');
  });
  await queue.schedule('notices-daily-reminders', '0 9 * * *', {}, { tz: CLUB_TIME_ZONE });
  await queue.work('notices-push-retry', async () => void (await deps.notices.retryPush()));
  await queue.schedule('notices-push-retry', '*/5 * * * *');
}
