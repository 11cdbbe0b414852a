import type { Coach } from '@swim/shared/api/public';
import { pickText } from '@swim/shared/localized-text';
import { Award, Medal, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingRegion } from '../../../components/loading-region';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLanguage } from '../../../hooks/use-language';
import { usePeople } from '../api/get-people';
import { PersonPhoto } from './person-photo';

const GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

function CoachCard({ coach }: { coach: Coach }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Card className="flex h-full flex-col">
      <div className="aspect-[4/3] overflow-hidden bg-ocean-100">
        <PersonPhoto name={pickText(coach.name, language)} url={coach.photoUrl} className="object-top" />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div>
          <h3 className="text-xl font-bold text-ocean-950">{pickText(coach.name, language)}</h3>
          <p className="font-semibold text-lagoon-700">{pickText(coach.title, language)}</p>
        </div>
        {coach.yearsExperience !== null ? (
          <p className="flex items-center gap-2 text-sm font-medium text-ink">
            <Award aria-hidden="true" className="size-4 text-sand-600" />
            {t('people.experience', { count: coach.yearsExperience })}
          </p>
        ) : null}
        <p className="whitespace-pre-line text-ink-muted">{pickText(coach.bio, language)}</p>
        {coach.achievements ? (
          <div className="flex gap-2 rounded-xl bg-sand-100 p-3 text-sm text-ink">
            <Medal aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sand-600" />
            <p>
              <span className="sr-only">{t('people.achievements')}: </span>
              <span className="whitespace-pre-line">{pickText(coach.achievements, language)}</span>
            </p>
          </div>
        ) : null}
        {coach.specialties.length > 0 ? (
          <div className="mt-auto pt-1">
            <p className="sr-only">{t('people.specialties')}</p>
            <ul className="flex flex-wrap gap-1.5">
              {coach.specialties.map((specialty) => (
                <li key={specialty.bg}>
                  <Badge tone="ocean">{pickText(specialty, language)}</Badge>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </Card>
  );
}

export function CoachList() {
  const { t } = useTranslation();
  const people = usePeople();
  if (people.isPending) {
    return (
      <LoadingRegion className={GRID}>
        {Array.from({ length: 3 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={index} className="h-96 rounded-(--radius-card)" />
        ))}
      </LoadingRegion>
    );
  }
  if (people.isError) return <ErrorState error={people.error} onRetry={() => people.refetch()} />;
  if (people.data.coaches.length === 0) return <EmptyState icon={UsersRound} title={t('people.noCoaches')} />;
  return (
    <ul className={GRID}>
      {people.data.coaches.map((coach) => (
        <li key={coach.id}>
          <CoachCard coach={coach} />
        </li>
      ))}
    </ul>
  );
}
