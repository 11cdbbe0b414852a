import type { Location } from '@swim/shared/api/public';
import type { LocationType } from '@swim/shared/enums';
import { pickText } from '@swim/shared/localized-text';
import { Baby, Building2, MapPin, Waves } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingRegion } from '../../../components/loading-region';
import { Badge } from '../../../components/ui/badge';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLanguage } from '../../../hooks/use-language';
import { useLocations } from '../../../hooks/use-locations';
import { ChoiceCard } from '../../../components/choice-card';

const TYPE_ICONS: Record<LocationType, typeof Waves> = { pool: Waves, kindergarten: Baby, other: Building2 };
const GRID = 'grid gap-4 md:grid-cols-2 xl:grid-cols-3';

function LocationChoice({
  location,
  checked,
  onSelect,
}: {
  location: Location;
  checked: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const Icon = TYPE_ICONS[location.type];
  const titleId = `location-${location.id}-title`;
  const addressId = `location-${location.id}-address`;
  return (
    <ChoiceCard
      name="location"
      value={location.id}
      checked={checked}
      onSelect={onSelect}
      labelledBy={titleId}
      describedBy={addressId}
    >
      <span id={titleId} className="text-lg leading-snug font-bold text-ocean-950">
        {pickText(location.name, language)}
      </span>
      <span>
        <Badge tone={location.type === 'kindergarten' ? 'lagoon' : 'ocean'}>
          <Icon aria-hidden="true" />
          {t(`locations.types.${location.type}`)}
        </Badge>
      </span>
      <span id={addressId} className="flex items-start gap-1.5 text-sm text-ink-muted">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ocean-600" />
        {pickText(location.address, language)}
      </span>
    </ChoiceCard>
  );
}

type LocationOptionsProps = { value: string | null; onChange: (locationId: string) => void; labelledBy: string };

/** The club's locations as a radio group of cards. */
export function LocationOptions({ value, onChange, labelledBy }: LocationOptionsProps) {
  const { t } = useTranslation();
  const locations = useLocations();
  if (locations.isPending) {
    return (
      <LoadingRegion className={GRID}>
        {Array.from({ length: 3 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={index} className="h-28 rounded-(--radius-card)" />
        ))}
      </LoadingRegion>
    );
  }
  if (locations.isError) return <ErrorState error={locations.error} onRetry={() => locations.refetch()} />;
  if (locations.data.length === 0) return <EmptyState icon={MapPin} title={t('wizard.location.empty')} />;
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className={GRID}>
      {locations.data.map((location) => (
        <LocationChoice
          key={location.id}
          location={location}
          checked={value === location.id}
          onSelect={() => onChange(location.id)}
        />
      ))}
    </div>
  );
}
