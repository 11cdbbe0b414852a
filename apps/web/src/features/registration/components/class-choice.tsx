import type { ClassOption } from '@swim/shared/api/children';
import { pickText } from '@swim/shared/localized-text';
import { CalendarClock, Cake, CircleAlert, ListOrdered, MapPin, Tag, TriangleAlert, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ChoiceCard } from '../../../components/choice-card';
import { FreePlaces } from '../../../components/free-places';
import { LevelBadge } from '../../../components/level-badge';
import { useClassFitText } from '../../../hooks/use-class-fit-text';
import { useFormatMoney } from '../../../hooks/use-format-money';
import { useLanguage } from '../../../hooks/use-language';
import { formatWeeklySessions } from '../../../lib/format-schedule';

type ClassChoiceProps = {
  option: ClassOption;
  checked: boolean;
  /** Why the class cannot be chosen, other than being full. */
  unavailable?: string;
  /** Why the class does not suit the child (it can still be chosen). */
  warning: string | null;
  onSelect: () => void;
};

/** One class as a card: title, level and places; when, where, for which ages, who leads it, the price. */
export function ClassChoice({ option, checked, unavailable, warning, onSelect }: ClassChoiceProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const formatPrice = useFormatMoney();
  const fitText = useClassFitText();
  // A full class can still be chosen: its confirmation step puts the child on the waiting list instead.
  const full = option.freePlaces <= 0;
  // A class whose week fills no plan it has a price for (ADR 0032) cannot be joined until the club prices it.
  const noPlan = option.plans.length === 0;
  const blockedReason = noPlan ? t('wizard.class.noPlanNotice') : unavailable;
  const ages = fitText.ages(option);
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
        <span className="flex items-start gap-2">
          <MapPin aria-hidden="true" className="mt-0.5" />
          {t('wizard.class.location', { name: pickText(option.location.name, language) })}
        </span>
        {ages ? (
          <span className="flex items-center gap-2">
            <Cake aria-hidden="true" />
            {ages}
          </span>
        ) : null}
        {option.instructor ? (
          <span className="flex items-center gap-2">
            <UserRound aria-hidden="true" />
            {t('wizard.class.instructor', { name: pickText(option.instructor, language) })}
          </span>
        ) : null}
        <span className="flex items-center gap-2">
          <Tag aria-hidden="true" />
          {t('wizard.class.pricePerClass', { price: formatPrice(option.pricePerClass, option.currency) })}
        </span>
        {warning ? (
          <span className="flex items-start gap-2 font-semibold text-amber-900 [&_svg]:text-amber-700">
            <TriangleAlert aria-hidden="true" className="mt-0.5" />
            {warning}
          </span>
        ) : null}
        {blockedReason ? (
          <span className="flex items-start gap-2 font-semibold text-red-800 [&_svg]:text-red-700">
            <CircleAlert aria-hidden="true" className="mt-0.5" />
            {blockedReason}
          </span>
        ) : full ? (
          <span className="flex items-start gap-2 font-semibold text-ocean-900 [&_svg]:text-ocean-700">
            <ListOrdered aria-hidden="true" className="mt-0.5" />
            {t('wizard.class.fullNotice')}
          </span>
        ) : null}
      </span>
    </ChoiceCard>
  );
}
