import type { Location } from '@swim/shared/api/public';
import type { LocationType } from '@swim/shared/enums';
import { pickText } from '@swim/shared/localized-text';
import { Baby, Building2, MapPin, Waves } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingRegion } from '../../../components/loading-region';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLanguage } from '../../../hooks/use-language';
import { useLocations } from '../../../hooks/use-locations';

const TYPE_LOOK: Record<LocationType, { tone: BadgeTone; icon: typeof Waves }> = {
  pool: { tone: 'ocean', icon: Waves },
  kindergarten: { tone: 'lagoon', icon: Baby },
  other: { tone: 'neutral', icon: Building2 },
};

const GRID = 'grid gap-6 md:grid-cols-2 lg:grid-cols-3';

function LocationCard({ location }: { location: Location }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const look = TYPE_LOOK[location.type];
  const Icon = look.icon;
  return (
    <Card className="h-full">
      <div aria-hidden="true" className="h-2 bg-linear-to-r from-ocean-700 via-ocean-500 to-lagoon-400" />
      <div className="flex flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <h3 className="text-lg font-bold text-ocean-950">{pickText(location.name, language)}</h3>
          <Badge tone={look.tone}>
            <Icon aria-hidden="true" />
            {t(`locations.types.${location.type}`)}
          </Badge>
        </div>
        <p className="flex items-start gap-2 text-sm font-medium text-ink">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ocean-600" />
          <span>{pickText(location.address, language)}</span>
        </p>
        {location.description ? <p className="text-ink-muted">{pickText(location.description, language)}</p> : null}
      </div>
    </Card>
  );
}

/** Where the club trains: pools and partner kindergartens. */
export function LocationList() {
  const { t } = useTranslation();
  const locations = useLocations();
  if (locations.isPending) {
    return (
      <LoadingRegion className={GRID}>
        {Array.from({ length: 3 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={index} className="h-44 rounded-(--radius-card)" />
        ))}
      </LoadingRegion>
    );
  }
  if (locations.isError) return <ErrorState error={locations.error} onRetry={() => locations.refetch()} />;
  if (locations.data.length === 0) return <EmptyState icon={MapPin} title={t('locations.empty')} />;
  return (
    <ul className={GRID}>
      {locations.data.map((location) => (
        <li key={location.id}>
          <LocationCard location={location} />
        </li>
      ))}
    </ul>
  );
}
