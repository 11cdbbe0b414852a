import { Quote } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** What the club is for, in its own words. */
export function MissionSection() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_1.2fr] lg:items-center">
      <div>
        <h2 className="text-2xl font-bold text-ocean-950 sm:text-3xl">{t('club.mission.title')}</h2>
        <p className="mt-4 text-lg text-ink">{t('club.mission.text')}</p>
        <p className="mt-3 text-ink-muted">{t('club.mission.more')}</p>
      </div>
      <figure className="relative rounded-(--radius-card) bg-ocean-900 p-8 text-white shadow-card">
        <Quote aria-hidden="true" className="size-10 text-lagoon-300" />
        <blockquote className="mt-4 text-xl leading-relaxed font-medium">{t('club.mission.quote')}</blockquote>
        <figcaption className="mt-4 text-sm text-ocean-100">{t('club.mission.quoteAuthor')}</figcaption>
      </figure>
    </div>
  );
}
