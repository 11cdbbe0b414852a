import type { PlanType } from '@swim/shared/enums';
import type { LocalizedText } from '@swim/shared/localized';
import { pickText } from '@swim/shared/localized-text';
import { CalendarClock, MapPin, Tag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language';
import { formatWeeklySessions } from '../../../lib/format-schedule';

type WaitingClassProps = {
  locationName: LocalizedText;
  sessions: { dayOfWeek: number; startTime: string }[];
  planType: PlanType;
};

/** Where and when the class meets, and the plan the family chose: the lines under a waiting child's class title. */
export function WaitingClass({ locationName, sessions, planType }: WaitingClassProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <ul className="flex flex-col gap-1.5 text-sm text-ink-muted [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-ocean-600">
      <li className="flex items-start gap-2">
        <CalendarClock aria-hidden="true" className="mt-0.5" />
        {formatWeeklySessions(sessions, language)}
      </li>
      <li className="flex items-start gap-2">
        <MapPin aria-hidden="true" className="mt-0.5" />
        {pickText(locationName, language)}
      </li>
      <li className="flex items-start gap-2">
        <Tag aria-hidden="true" className="mt-0.5" />
        {t(`plans.names.${planType}`)}
      </li>
    </ul>
  );
}
