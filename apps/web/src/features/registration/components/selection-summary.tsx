import { pickText } from '@swim/shared/localized-text';
import { useTranslation } from 'react-i18next';
import { LevelBadge } from '../../../components/level-badge';
import { useClassFitText } from '../../../hooks/use-class-fit-text';
import { useFormatMoney } from '../../../hooks/use-format-money';
import { useLanguage } from '../../../hooks/use-language';
import { useLocations } from '../../../hooks/use-locations';
import { formatWeeklySessions } from '../../../lib/format-schedule';
import { useWizard } from '../hooks/use-wizard';
import { useWizardClasses } from '../hooks/use-wizard-classes';
import type { WizardStep } from '../hooks/wizard-reducer';
import { SummaryRow } from './summary-list';

/** Summary rows for the chosen location, class and plan, each with a way back to its step. */
export function SelectionSummary({ locationStep }: { locationStep: WizardStep }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const formatPrice = useFormatMoney();
  const { state, dispatch } = useWizard();
  const locations = useLocations();
  const classes = useWizardClasses();
  const fitText = useClassFitText();
  const location = locations.data?.find((candidate) => candidate.id === state.locationId);
  const option = classes.data?.find((candidate) => candidate.id === state.classId);
  const plan = option?.plans.find((candidate) => candidate.planType === state.planType);
  const ages = option ? fitText.ages(option) : null;
  const edit = (step: WizardStep) => () => dispatch({ type: 'goTo', step });
  const editLabel = (what: string) => t('wizard.confirm.changeWhat', { what });

  return (
    <>
      <SummaryRow
        label={t('wizard.confirm.location')}
        onEdit={edit(locationStep)}
        editLabel={editLabel(t('wizard.confirm.location'))}
      >
        {location ? (
          <>
            <p className="font-semibold">{pickText(location.name, language)}</p>
            <p className="text-sm text-ink-muted">{pickText(location.address, language)}</p>
          </>
        ) : (
          '—'
        )}
      </SummaryRow>
      <SummaryRow
        label={t('wizard.confirm.class')}
        onEdit={edit('class')}
        editLabel={editLabel(t('wizard.confirm.class'))}
      >
        {option ? (
          <div className="flex flex-col gap-1">
            <p className="flex flex-wrap items-center gap-2 font-semibold">
              {pickText(option.title, language)} <LevelBadge level={option.level} />
            </p>
            <p className="text-sm text-ink-muted">
              {formatWeeklySessions(option.sessions, language)} ·{' '}
              {t('wizard.class.minutes', { count: option.durationMinutes })}
            </p>
            {ages ? <p className="text-sm text-ink-muted">{ages}</p> : null}
            {option.instructor ? (
              <p className="text-sm text-ink-muted">
                {t('wizard.class.instructor', { name: pickText(option.instructor, language) })}
              </p>
            ) : null}
          </div>
        ) : (
          '—'
        )}
      </SummaryRow>
      <SummaryRow
        label={t('wizard.confirm.plan')}
        onEdit={edit('plan')}
        editLabel={editLabel(t('wizard.confirm.plan'))}
      >
        {plan && option ? (
          <div className="flex flex-col gap-1">
            <p className="font-semibold">{t(`plans.names.${plan.planType}`)}</p>
            <p className="text-sm text-ink-muted">
              {plan.planType === 'kindergarten_monthly'
                ? t('plans.kindergartenPrice', { price: formatPrice(option.pricePerClass, plan.currency) })
                : t('wizard.confirm.price', { price: formatPrice(plan.price, plan.currency) })}
            </p>
          </div>
        ) : (
          '—'
        )}
      </SummaryRow>
    </>
  );
}
