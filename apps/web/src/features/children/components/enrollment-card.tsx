import type { Enrollment } from '@swim/shared/api/children';
import { pickText } from '@swim/shared/localized-text';
import { formatMonth } from '@swim/shared/month-names';
import { CalendarClock, MapPin, Ticket, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LevelBadge } from '../../../components/level-badge';
import { PlanUsage } from '../../../components/plan-usage';
import { Badge } from '../../../components/ui/badge';
import { useLanguage } from '../../../hooks/use-language';
import { formatWeeklySessions } from '../../../lib/format-schedule';
import { cn } from '../../../lib/utils';

/** A class the child is (or was) enrolled in: where, when, with whom, and what the plan leaves. */
export function EnrollmentCard({ enrollment, actions }: { enrollment: Enrollment; actions?: ReactNode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <article
      className={cn(
        'flex flex-col gap-3 rounded-2xl border bg-white p-4 sm:p-5',
        enrollment.active ? 'border-sand-200 shadow-card' : 'border-dashed border-sand-300 bg-sand-50',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 className="text-lg font-bold text-ocean-950">{pickText(enrollment.classTitle, language)}</h4>
        <div className="flex flex-wrap gap-1.5">
          <LevelBadge level={enrollment.level} />
          {enrollment.active ? null : <Badge>{t('child.enrollments.ended')}</Badge>}
        </div>
      </div>
      <ul className="grid gap-1.5 text-sm text-ink-muted sm:grid-cols-2 [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-ocean-600">
        <li className="flex items-start gap-2">
          <MapPin aria-hidden="true" className="mt-0.5" />
          {pickText(enrollment.location, language)}
        </li>
        <li className="flex items-start gap-2">
          <CalendarClock aria-hidden="true" className="mt-0.5" />
          {formatWeeklySessions(enrollment.sessions, language)}
        </li>
        {enrollment.instructor ? (
          <li className="flex items-start gap-2">
            <UserRound aria-hidden="true" className="mt-0.5" />
            {pickText(enrollment.instructor, language)}
          </li>
        ) : null}
        <li className="flex items-start gap-2">
          <Ticket aria-hidden="true" className="mt-0.5" />
          <span>
            <span className="font-semibold text-ink">{t(`plans.names.${enrollment.planType}`)}</span>
            {enrollment.active ? (
              <>
                {' · '}
                <PlanUsage
                  planType={enrollment.planType}
                  sessionsRemaining={enrollment.sessionsRemaining}
                  periodStart={enrollment.periodStart}
                />
              </>
            ) : null}
          </span>
        </li>
      </ul>
      {enrollment.active && enrollment.periodStart ? (
        <p className="text-xs text-ink-muted">
          {t('child.enrollments.period', { month: formatMonth(enrollment.periodStart.slice(0, 7), language) })}
        </p>
      ) : null}
      {actions ? <div className="flex flex-wrap gap-2 border-t border-sand-200 pt-3">{actions}</div> : null}
    </article>
  );
}

type EnrollmentListProps = {
  enrollments: Enrollment[];
  /** Buttons for one enrollment (e.g. transfer and unenrol). */
  actions?: (enrollment: Enrollment) => ReactNode;
  className?: string;
};

/** Enrollment cards in a list. */
export function EnrollmentList({ enrollments, actions, className = 'flex flex-col gap-4' }: EnrollmentListProps) {
  return (
    <ul className={className}>
      {enrollments.map((enrollment) => (
        <li key={enrollment.id}>
          <EnrollmentCard enrollment={enrollment} actions={actions?.(enrollment)} />
        </li>
      ))}
    </ul>
  );
}
