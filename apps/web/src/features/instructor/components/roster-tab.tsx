import type { RosterEntry } from '@swim/shared/api/instructor';
import { ClipboardPen, HeartPulse, Phone, TriangleAlert, UserRoundX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { LevelBadge } from '../../../components/level-badge';
import { PlanUsage } from '../../../components/plan-usage';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';
import { BalanceDueFlag } from './balance-due-flag';

/** 'tel:' wants the digits and a leading plus only. */
const toTelHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function RosterCard({ entry }: { entry: RosterEntry }) {
  const { t } = useTranslation();
  const usedUp = entry.sessionsUsedUp || entry.sessionsRemaining === 0;
  return (
    <li
      className={cn(
        'flex flex-col gap-3 rounded-(--radius-card) border bg-white p-4 shadow-card',
        usedUp ? 'border-red-300' : 'border-sand-200',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-lg font-semibold break-words text-ink">{entry.fullName}</p>
        <LevelBadge level={entry.skillLevel} />
      </div>
      <p className="text-sm text-ink-muted">
        {t('instructor.roster.age', { count: entry.age })} · {t(`plans.names.${entry.planType}`)}
      </p>
      <p className={cn('flex items-center gap-1.5 text-sm font-medium', usedUp ? 'text-red-800' : 'text-ink')}>
        {usedUp ? <TriangleAlert aria-hidden="true" className="size-4 shrink-0" /> : null}
        <PlanUsage planType={entry.planType} sessionsRemaining={entry.sessionsRemaining} />
        {usedUp ? <Badge tone="danger">{t('instructor.roster.usedUp')}</Badge> : null}
      </p>
      <BalanceDueFlag balanceDue={entry.balanceDue} />
      {entry.medicalNotes ? (
        <div
          role="note"
          className="flex gap-2 rounded-xl border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900"
        >
          <HeartPulse aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p className="break-words">
            <span className="font-semibold">{t('instructor.roster.medical')}: </span>
            {entry.medicalNotes}
          </p>
        </div>
      ) : null}
      {entry.notes ? <p className="text-sm break-words text-ink-muted">{entry.notes}</p> : null}
      <div className="flex flex-col gap-1 text-sm">
        <span className="text-ink-muted">{t('instructor.roster.emergency')}</span>
        <span className="font-medium break-words text-ink">{entry.emergencyContact}</span>
      </div>
      <div className="grid grid-cols-1 gap-2">
        <Button asChild variant="outline" size="lg" className="w-full">
          <a
            href={toTelHref(entry.emergencyPhone)}
            aria-label={t('instructor.roster.call', { name: entry.emergencyContact, phone: entry.emergencyPhone })}
          >
            <Phone aria-hidden="true" />
            {entry.emergencyPhone}
          </a>
        </Button>
        <Button asChild size="lg" className="w-full">
          <Link
            to={`/instructor/assess/${encodeURIComponent(entry.childId)}`}
            aria-label={t('instructor.roster.assessNamed', { name: entry.fullName })}
          >
            <ClipboardPen aria-hidden="true" />
            {t('instructor.roster.assess')}
          </Link>
        </Button>
      </div>
    </li>
  );
}

/** The children of the class: what a coach needs on the deck, with the emergency phone one tap away. */
export function RosterTab({ roster }: { roster: RosterEntry[] }) {
  const { t } = useTranslation();
  if (roster.length === 0) return <EmptyState icon={UserRoundX} title={t('instructor.roster.empty')} />;
  const sorted = [...roster].sort((a, b) => a.fullName.localeCompare(b.fullName));
  return (
    <ul aria-label={t('instructor.tabs.roster')} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {sorted.map((entry) => (
        <RosterCard key={entry.enrollmentId} entry={entry} />
      ))}
    </ul>
  );
}
