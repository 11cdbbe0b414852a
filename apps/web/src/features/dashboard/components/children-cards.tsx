import { ageOn } from '@swim/shared/class-fit';
import type { Dashboard } from '@swim/shared/api/children';
import { pickText } from '@swim/shared/localized-text';
import { ChevronRight, CirclePlus, RefreshCw } from 'lucide-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LevelBadge } from '../../../components/level-badge';
import { PlanUsage } from '../../../components/plan-usage';
import { Button } from '../../../components/ui/button';
import { useLanguage } from '../../../hooks/use-language';
import { useClubToday } from '../../../hooks/use-club-today';
import { getInitials } from '../../../lib/initials';

type DashboardChild = Dashboard['children'][number];
/** A child's next sessions and make-up credits, built by the sessions feature and composed in by the route. */
export type ChildSessionsSlot = ComponentType<{ childId: string; childName: string }>;

function ChildCard({ child, Sessions }: { child: DashboardChild; Sessions?: ChildSessionsSlot }) {
  const { t } = useTranslation();
  const today = useClubToday();
  const language = useLanguage();
  const titleId = `child-${child.id}-name`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-(--radius-card) border border-sand-200 bg-white shadow-card"
    >
      <div className="flex items-center gap-4 p-5">
        <span
          aria-hidden="true"
          className="grid size-14 shrink-0 place-items-center rounded-full bg-linear-to-br from-ocean-700 to-lagoon-500 text-lg font-bold text-white"
        >
          {getInitials(child.fullName)}
        </span>
        <div className="min-w-0">
          <h3 id={titleId} className="text-lg font-bold break-words text-ocean-950">
            {child.fullName}
          </h3>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-ink-muted">
            {t('child.age', { count: ageOn(child.birthDate, today) })}
            <LevelBadge level={child.skillLevel} />
          </p>
        </div>
      </div>
      <div className="flex-1 border-t border-sand-200 px-5 py-4">
        {child.classes.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('parent.children.noClasses')}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {child.classes.map((enrolled) => (
              <li key={enrolled.enrollmentId} className="flex flex-col">
                <span className="font-semibold text-ink">{pickText(enrolled.title, language)}</span>
                <span className="text-sm text-ink-muted">
                  {t(`plans.names.${enrolled.planType}`)} ·{' '}
                  <PlanUsage
                    planType={enrolled.planType}
                    sessionsRemaining={enrolled.sessionsRemaining}
                    periodStart={enrolled.periodStart}
                  />
                </span>
                {enrolled.sessionsRemaining === 0 ? (
                  // The plan is used up: the coach sees it on the roster, the parent is asked to renew here.
                  <Link
                    to={`/child/${encodeURIComponent(child.id)}/payment?enrollment=${encodeURIComponent(enrolled.enrollmentId)}`}
                    aria-label={t('parent.children.renewFor', {
                      name: child.fullName,
                      class: pickText(enrolled.title, language),
                    })}
                    className="mt-1.5 inline-flex items-center gap-1.5 self-start rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900 underline-offset-4 hover:underline"
                  >
                    <RefreshCw aria-hidden="true" className="size-4" />
                    {t('parent.children.renew')}
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </div>
      {Sessions ? (
        <div className="border-t border-sand-200 px-5 py-4">
          <Sessions childId={child.id} childName={child.fullName} />
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2 border-t border-sand-200 px-5 py-4">
        <Button asChild size="sm">
          <Link to={`/child/${child.id}`} aria-describedby={titleId}>
            {t('parent.children.openProfile')}
            <ChevronRight aria-hidden="true" />
          </Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link to={`/enroll-child/${child.id}`} aria-describedby={titleId}>
            <CirclePlus aria-hidden="true" />
            {t('parent.children.enrol')}
          </Link>
        </Button>
      </div>
    </article>
  );
}

export function ChildrenCards({ items, Sessions }: { items: DashboardChild[]; Sessions?: ChildSessionsSlot }) {
  return (
    <ul className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
      {items.map((child) => (
        <li key={child.id}>
          <ChildCard child={child} Sessions={Sessions} />
        </li>
      ))}
    </ul>
  );
}
