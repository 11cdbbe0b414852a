import { useTranslation } from 'react-i18next';

const EVENTS = ['y2009', 'y2012', 'y2015', 'y2018', 'y2021', 'y2024'] as const;

/** Milestones of the club, oldest first, along a vertical line. */
export function HistoryTimeline() {
  const { t } = useTranslation();
  return (
    <ol className="relative ml-3 border-l-2 border-ocean-200 sm:ml-4">
      {EVENTS.map((event) => (
        <li key={event} className="relative pb-8 pl-8 last:pb-0 sm:pl-10">
          <span
            aria-hidden="true"
            className="absolute top-1 -left-[0.6875rem] size-5 rounded-full border-4 border-sand-50 bg-lagoon-500"
          />
          <p className="text-sm font-bold tracking-wide text-lagoon-700">{event.slice(1)}</p>
          <h3 className="mt-1 text-lg font-bold text-ocean-950">{t(`club.history.events.${event}.title`)}</h3>
          <p className="mt-1 max-w-2xl text-ink-muted">{t(`club.history.events.${event}.text`)}</p>
        </li>
      ))}
    </ol>
  );
}
