import type { FeaturedAthlete } from '@swim/shared/api/public';
import { pickText } from '@swim/shared/localized-text';
import { Medal, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingRegion } from '../../../components/loading-region';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLanguage } from '../../../hooks/use-language';
import { usePeople } from '../api/get-people';
import { PersonPhoto } from './person-photo';

const GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-4';

function AthleteCard({ athlete }: { athlete: FeaturedAthlete }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Card className="flex h-full flex-col">
      <div className="aspect-square overflow-hidden bg-ocean-100">
        <PersonPhoto name={pickText(athlete.name, language)} url={athlete.photoUrl} className="object-top" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h3 className="text-lg font-bold text-ocean-950">{pickText(athlete.name, language)}</h3>
        <p className="text-sm font-semibold text-lagoon-700">
          {pickText(athlete.discipline, language)}
          {athlete.birthYear ? (
            <span className="font-normal text-ink-muted"> · {t('people.born', { year: athlete.birthYear })}</span>
          ) : null}
        </p>
        <div className="mt-1 flex gap-2 rounded-xl bg-sand-100 p-3 text-sm text-ink">
          <Medal aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sand-600" />
          <p>
            <span className="sr-only">{t('people.achievements')}: </span>
            <span className="whitespace-pre-line">{pickText(athlete.achievements, language)}</span>
          </p>
        </div>
      </div>
    </Card>
  );
}

export function AthleteList() {
  const { t } = useTranslation();
  const people = usePeople();
  if (people.isPending) {
    return (
      <LoadingRegion className={GRID}>
        {Array.from({ length: 4 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={index} className="h-80 rounded-(--radius-card)" />
        ))}
      </LoadingRegion>
    );
  }
  if (people.isError) return <ErrorState error={people.error} onRetry={() => people.refetch()} />;
  if (people.data.athletes.length === 0) return <EmptyState icon={Trophy} title={t('people.noAthletes')} />;
  return (
    <ul className={GRID}>
      {people.data.athletes.map((athlete) => (
        <li key={athlete.id}>
          <AthleteCard athlete={athlete} />
        </li>
      ))}
    </ul>
  );
}
