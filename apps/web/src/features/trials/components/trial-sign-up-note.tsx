import type { TrialLink } from '@swim/shared/api/trials';
import { pickText } from '@swim/shared/localized-text';
import { CalendarCheck, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language';
import { formatTrialDay } from '../lib/format-trial';

/** Above the sign-up form opened from a trial mail: which trial the new account will hold (or that the link is bad). */
export function TrialSignUpNote({ link }: { link: TrialLink | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!link) {
    return (
      <p
        role="alert"
        className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
      >
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {t('errors.trialLinkInvalid')}
      </p>
    );
  }
  const { trial } = link;
  return (
    <div className="flex gap-3 rounded-xl border border-lagoon-200 bg-lagoon-50 px-4 py-3 text-sm text-ink">
      <CalendarCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-lagoon-700" />
      <p>
        {t('trials.signUp.note', {
          child: trial.childFirstName,
          title: pickText(trial.classTitle, language),
          when: `${formatTrialDay(trial.onDate, language)}, ${trial.atTime}`,
        })}
      </p>
    </div>
  );
}
