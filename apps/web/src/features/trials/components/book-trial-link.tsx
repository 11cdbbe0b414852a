import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../hooks/use-language';
import { formatTrialDay } from '../lib/format-trial';

type BookTrialLinkProps = {
  classId: string;
  /** The class's title as shown on the card (names the link for assistive technology). */
  title: string;
  /** A dated card's session, chosen already on the booking page. */
  date?: string;
  startTime?: string;
};

/** "Book a trial" on a class's card of the public schedule. */
export function BookTrialLink({ classId, title, date, startTime }: BookTrialLinkProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const dated = date && startTime;
  const query = dated ? `?${new URLSearchParams({ date, time: startTime }).toString()}` : '';
  const label = dated
    ? t('trials.link.labelOn', { title, when: `${formatTrialDay(date, language)}, ${startTime}` })
    : t('trials.link.label', { title });
  return (
    <Link
      to={`/trial/${encodeURIComponent(classId)}${query}`}
      aria-label={label}
      className="inline-flex items-center gap-1 self-start rounded-full text-sm font-semibold text-ocean-700 underline-offset-4 hover:text-ocean-900 hover:underline"
    >
      {t('trials.link.book')}
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  );
}
