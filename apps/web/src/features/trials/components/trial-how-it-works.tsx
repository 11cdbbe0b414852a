import { CalendarCheck, Mail, Sparkles, Waves } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const STEPS = [
  { icon: CalendarCheck, key: 'choose' },
  { icon: Mail, key: 'mail' },
  { icon: Sparkles, key: 'enroll' },
] as const;

/** Beside the form: the three steps from a trial to a place in the class, and what to bring. */
export function TrialHowItWorks() {
  const { t } = useTranslation();
  return (
    <aside
      aria-labelledby="trial-steps-title"
      className="flex h-fit flex-col gap-6 rounded-(--radius-card) border border-sand-200 bg-sand-100 p-6 sm:p-8"
    >
      <h2 id="trial-steps-title" className="text-xl font-bold text-ocean-950">
        {t('trials.steps.title')}
      </h2>
      <ol className="flex flex-col gap-5">
        {STEPS.map(({ icon: Icon, key }) => (
          <li key={key} className="flex gap-4">
            <span className="grid size-10 shrink-0 place-items-center rounded-full bg-white text-ocean-700">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div>
              <p className="font-semibold text-ink">{t(`trials.steps.${key}.title`)}</p>
              <p className="text-sm text-ink-muted">{t(`trials.steps.${key}.text`)}</p>
            </div>
          </li>
        ))}
      </ol>
      <div className="flex gap-3 rounded-xl border border-lagoon-200 bg-lagoon-50 p-4">
        <Waves aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-lagoon-700" />
        <p className="text-sm text-ink">{t('trials.steps.bring')}</p>
      </div>
    </aside>
  );
}
