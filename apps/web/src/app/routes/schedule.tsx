// The public schedule (issue 26 item 5): one week at a time, this week or one of the next SCHEDULE_WEEKS_AHEAD, chosen
// by ?week= (the week's Monday), each session marked when it is closed, cancelled or moved. A ?week= that names no
// week the schedule shows (malformed, past, too far ahead) shows this week. The server renders every week it offers.
import { pickScheduleWeek } from '@swim/shared/schedule-weeks';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { Container } from '../../components/ui/container';
import { ClosuresNotice } from '../../features/closures/components/closures-notice';
import { WeekSwitcher } from '../../features/schedule/components/week-switcher';
import { WeeklySchedule } from '../../features/schedule/components/weekly-schedule';
import { BookTrialLink } from '../../features/trials/components/book-trial-link';
import { useClubToday } from '../../hooks/use-club-today';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function SchedulePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('schedule.page.title'));
  const [params] = useSearchParams();
  const today = useClubToday();
  const week = pickScheduleWeek(params.get('week'), today);
  return (
    <>
      <PageHeader title={t('schedule.page.title')} lead={t('schedule.page.lead')} />
      <Container className="py-10 sm:py-12">
        <ClosuresNotice />
        <WeekSwitcher week={week} today={today} />
        <WeeklySchedule week={week} ClassAction={BookTrialLink} />
      </Container>
    </>
  );
}
