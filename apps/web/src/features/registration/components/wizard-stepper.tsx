import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/utils';
import { useWizard } from '../hooks/use-wizard';
import { isStepComplete } from '../hooks/wizard-reducer';

/**
 * Where the parent is in the flow; a finished step can be reopened, a later one only once the earlier are done. Gone once
 * the child is on a waiting list.
 */
export function WizardStepper() {
  const { t } = useTranslation();
  const { state, dispatch } = useWizard();
  const currentIndex = state.steps.indexOf(state.step);
  // On the waiting list: the steps are behind the family (going back would register the child twice).
  if (state.joined) return null;
  return (
    <nav aria-label={t('wizard.progressLabel')}>
      <p className="mb-3 text-sm font-semibold text-ocean-800 sm:sr-only">
        {t('wizard.stepOf', {
          current: currentIndex + 1,
          total: state.steps.length,
          name: t(`wizard.steps.${state.step}`),
        })}
      </p>
      <ol className="flex items-center gap-1 sm:gap-2">
        {state.steps.map((step, index) => {
          const current = step === state.step;
          const done = !current && isStepComplete(state, step);
          return (
            <li key={step} className="flex min-w-0 flex-1 items-center gap-1 sm:gap-2 last:flex-none">
              <button
                type="button"
                onClick={() => dispatch({ type: 'goTo', step })}
                aria-current={current ? 'step' : undefined}
                aria-label={`${index + 1}. ${t(`wizard.steps.${step}`)}${done ? ` – ${t('wizard.stepDone')}` : ''}`}
                className="group flex shrink-0 cursor-pointer items-center gap-2 rounded-full p-0.5 pr-0.5 sm:pr-3"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'grid size-9 shrink-0 place-items-center rounded-full border-2 text-sm font-bold transition-colors',
                    current && 'border-ocean-800 bg-ocean-800 text-white',
                    done && 'border-lagoon-600 bg-lagoon-600 text-white',
                    !current && !done && 'border-sand-300 bg-white text-ink-muted group-hover:border-ocean-300',
                  )}
                >
                  {done ? <Check className="size-4" strokeWidth={3} /> : index + 1}
                </span>
                <span
                  aria-hidden="true"
                  className={cn(
                    'hidden text-sm font-semibold whitespace-nowrap sm:inline',
                    current ? 'text-ocean-950' : 'text-ink-muted group-hover:text-ocean-800',
                  )}
                >
                  {t(`wizard.steps.${step}`)}
                </span>
              </button>
              {index < state.steps.length - 1 ? (
                <span
                  aria-hidden="true"
                  className={cn('h-0.5 min-w-2 flex-1 rounded-full', done ? 'bg-lagoon-500' : 'bg-sand-200')}
                />
              ) : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
