import type { ClassOption } from '@swim/shared/api/children';
import { SKILL_LEVELS } from '@swim/shared/enums';
import { pickText } from '@swim/shared/localized-text';
import { formatMoney } from '@swim/shared/money';
import { Ban, CalendarClock, CircleAlert, Tag, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { FreePlaces } from '../../../components/free-places';
import { LevelBadge } from '../../../components/level-badge';
import { LoadingRegion } from '../../../components/loading-region';
import { Skeleton } from '../../../components/ui/skeleton';
import { useClassOptions } from '../../../hooks/use-class-options';
import { useLanguage } from '../../../hooks/use-language';
import { formatWeeklySessions } from '../../../lib/format-schedule';
import { ChoiceCard } from '../../../components/choice-card';

const GRID = 'grid gap-4 lg:grid-cols-2';

/** Beginners first, then by title, so a parent reads the list from easy to hard. */
function sortByLevel(options: ClassOption[]): ClassOption[] {
  return [...options].sort(
    (a, b) =>
      SKILL_LEVELS.indexOf(a.level) - SKILL_LEVELS.indexOf(b.level) || a.title.bg.localeCompare(b.title.bg, 'bg'),
  );
}

type ClassChoiceProps = { option: ClassOption; checked: boolean; unavailable?: string; onSelect: () => void };

function ClassChoice({ option, checked, unavailable, onSelect }: ClassChoiceProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const full = option.freePlaces <= 0;
  const blockedReason = full ? t('wizard.class.fullNotice') : unavailable;
  const titleId = `class-${option.id}-title`;
  const statusId = `class-${option.id}-status`;
  const detailsId = `class-${option.id}-details`;
  return (
    <ChoiceCard
      name="class"
      value={option.id}
      checked={checked}
      disabled={blockedReason !== undefined}
      onSelect={onSelect}
      labelledBy={`${titleId} ${statusId}`}
      describedBy={detailsId}
    >
      <span className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <span id={titleId} className="text-lg leading-snug font-bold text-ocean-950">
          {pickText(option.title, language)}
        </span>
        <span id={statusId} className="flex flex-wrap gap-1.5">
          <LevelBadge level={option.level} />
          <FreePlaces freePlaces={option.freePlaces} />
        </span>
      </span>
      <span
        id={detailsId}
        className="flex flex-col gap-1.5 text-sm text-ink-muted [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-ocean-600"
      >
        <span className="flex items-start gap-2">
          <CalendarClock aria-hidden="true" className="mt-0.5" />
          <span>
            {formatWeeklySessions(option.sessions, language)}{' '}
            <span className="whitespace-nowrap">({t('wizard.class.minutes', { count: option.durationMinutes })})</span>
          </span>
        </span>
        {option.instructor ? (
          <span className="flex items-center gap-2">
            <UserRound aria-hidden="true" />
            {t('wizard.class.instructor', { name: option.instructor })}
          </span>
        ) : null}
        <span className="flex items-center gap-2">
          <Tag aria-hidden="true" />
          {t('wizard.class.pricePerClass', { price: formatMoney(option.pricePerClass, option.currency, language) })}
        </span>
        {blockedReason ? (
          <span className="flex items-start gap-2 font-semibold text-red-800 [&_svg]:text-red-700">
            {full ? (
              <Ban aria-hidden="true" className="mt-0.5" />
            ) : (
              <CircleAlert aria-hidden="true" className="mt-0.5" />
            )}
            {blockedReason}
          </span>
        ) : null}
      </span>
    </ChoiceCard>
  );
}

type ClassOptionsProps = {
  locationId: string;
  value: string | null;
  onChange: (option: ClassOption) => void;
  labelledBy: string;
  /** Classes that cannot be chosen for another reason than being full, with that reason. */
  unavailable?: Readonly<Record<string, string>>;
};

/** The active classes of one location as a radio group; a full class is shown and cannot be chosen. */
export function ClassOptions({ locationId, value, onChange, labelledBy, unavailable = {} }: ClassOptionsProps) {
  const { t } = useTranslation();
  const classes = useClassOptions(locationId);
  if (classes.isPending) {
    return (
      <LoadingRegion className={GRID}>
        {Array.from({ length: 4 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={index} className="h-40 rounded-(--radius-card)" />
        ))}
      </LoadingRegion>
    );
  }
  if (classes.isError) return <ErrorState error={classes.error} onRetry={() => classes.refetch()} />;
  if (classes.data.length === 0) {
    return (
      <EmptyState icon={CalendarClock} title={t('wizard.class.empty')} description={t('wizard.class.emptyHint')} />
    );
  }
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className={GRID}>
      {sortByLevel(classes.data).map((option) => (
        <ClassChoice
          key={option.id}
          option={option}
          checked={value === option.id}
          unavailable={unavailable[option.id]}
          onSelect={() => onChange(option)}
        />
      ))}
    </div>
  );
}
