import type { Child, ChildActivity } from '@swim/shared/api/children';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language';
import { formatDate } from '../../../lib/format-date';
import { ActivityGate } from './activity-gate';
import { StatTile, TabSection } from './tab-section';
import { EnrollmentList } from './enrollment-card';
import { LevelHistory } from './level-history';

function Detail({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'flex flex-col gap-0.5 sm:col-span-2' : 'flex flex-col gap-0.5'}>
      <dt className="text-sm font-semibold text-ink-muted">{label}</dt>
      <dd className="break-words whitespace-pre-line text-ink">{children}</dd>
    </div>
  );
}

type OverviewTabProps = {
  child: Child;
  activity: UseQueryResult<ChildActivity>;
  /** The family's consents (the parent's profile answers them; the console does not). */
  consents?: ReactNode;
};

/** The child's details, current classes, a few numbers and the level history. */
export function OverviewTab({ child, activity, consents }: OverviewTabProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const active = child.enrollments.filter((enrollment) => enrollment.active);
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_1.2fr]">
      <div className="flex flex-col gap-8">
        <TabSection title={t('child.overview.details')}>
          <dl className="grid gap-4 rounded-2xl border border-sand-200 bg-white p-5 sm:grid-cols-2">
            <Detail label={t('child.fields.birthDate')}>{formatDate(child.birthDate, language)}</Detail>
            <Detail label={t('child.fields.gender')}>{t(`child.gender.${child.gender}`)}</Detail>
            <Detail label={t('child.overview.latinName')}>
              {/* In Latin letters, as in the passport (and as the form takes it). */}
              <span lang="en">
                {child.firstName} {child.lastName}
              </span>
            </Detail>
            <Detail label={t('child.fields.skillLevel')}>{t(`levels.${child.skillLevel}`)}</Detail>
            <Detail label={t('child.fields.emergencyContact')}>{child.emergencyContact}</Detail>
            <Detail label={t('child.fields.emergencyPhone')}>
              <a
                href={`tel:${child.emergencyPhone.replace(/[^\d+]/g, '')}`}
                className="font-semibold text-ocean-800 underline-offset-4 hover:underline"
              >
                {child.emergencyPhone}
              </a>
            </Detail>
            <Detail wide label={t('child.fields.medicalNotes')}>
              {child.medicalNotes || t('child.overview.none')}
            </Detail>
            <Detail wide label={t('child.fields.notes')}>
              {child.notes || t('child.overview.none')}
            </Detail>
          </dl>
        </TabSection>
        {consents}
        <TabSection title={t('child.levelHistory.title')}>
          <ActivityGate activity={activity}>{(data) => <LevelHistory history={data.levelHistory} />}</ActivityGate>
        </TabSection>
      </div>
      <div className="flex flex-col gap-8">
        <ActivityGate activity={activity}>
          {(data) => (
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              <StatTile
                tone="accent"
                label={t('child.attendance.rate')}
                value={data.attendance.rate === null ? '—' : `${Math.round(data.attendance.rate)}%`}
              />
              <StatTile label={t('child.overview.assessments')} value={String(data.progress.assessments.length)} />
              <StatTile label={t('child.overview.achievements')} value={String(data.achievements.length)} />
            </div>
          )}
        </ActivityGate>
        <TabSection title={t('child.overview.currentClasses')}>
          {active.length === 0 ? (
            <p className="text-ink-muted">{t('child.enrollments.noActive')}</p>
          ) : (
            <EnrollmentList enrollments={active} />
          )}
        </TabSection>
      </div>
    </div>
  );
}
