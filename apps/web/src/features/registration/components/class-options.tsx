import type { ClassOption } from '@swim/shared/api/children';
import { SKILL_LEVELS } from '@swim/shared/enums';
import { CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingRegion } from '../../../components/loading-region';
import { Skeleton } from '../../../components/ui/skeleton';
import { useClassFitText } from '../../../hooks/use-class-fit-text';
import { splitByFit } from '../../../lib/split-by-fit';
import { useWizard } from '../hooks/use-wizard';
import { useWizardClasses } from '../hooks/use-wizard-classes';
import { ClassChoice } from './class-choice';

const GRID = 'grid gap-4 lg:grid-cols-2';

/** Beginners first, then by title, so a parent reads the list from easy to hard. */
function sortByLevel(options: ClassOption[]): ClassOption[] {
  return [...options].sort(
    (a, b) =>
      SKILL_LEVELS.indexOf(a.level) - SKILL_LEVELS.indexOf(b.level) || a.title.bg.localeCompare(b.title.bg, 'bg'),
  );
}

type ClassOptionsProps = {
  value: string | null;
  onChange: (option: ClassOption) => void;
  labelledBy: string;
  /** Classes that cannot be chosen for another reason than being full, with that reason. */
  unavailable?: Readonly<Record<string, string>>;
  /** Under a heading of its own (h3), so the groups' headings are one level lower. */
  nested?: boolean;
};

/**
 * The active classes of the chosen location as a radio group: those that suit the child first, then the others
 * under their own heading, each saying why it does not (it can still be chosen). A full class is chosen for its
 * waiting list.
 */
export function ClassOptions({ value, onChange, labelledBy, unavailable = {}, nested = false }: ClassOptionsProps) {
  const { t } = useTranslation();
  const { fitChild } = useWizard();
  const fitText = useClassFitText();
  const classes = useWizardClasses();
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
  const { fitting, others } = splitByFit(sortByLevel(classes.data));
  const name = fitChild.name || t('classFit.yourChild');
  const Heading = nested ? 'h4' : 'h3';
  const choices = (options: ClassOption[]) =>
    options.map((option) => (
      <ClassChoice
        key={option.id}
        option={option}
        checked={value === option.id}
        unavailable={unavailable[option.id]}
        warning={fitText.warning(option, fitChild)}
        onSelect={() => onChange(option)}
      />
    ));
  if (others.length === 0) {
    return (
      <div role="radiogroup" aria-labelledby={labelledBy} className={GRID}>
        {choices(fitting)}
      </div>
    );
  }
  // Two groups of one set of radio buttons (one name): the arrow keys still move through all of them.
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3">
        <Heading id="wizard-classes-fitting" className="font-bold text-ocean-950">
          {t('classFit.fittingHeading', { name })}
        </Heading>
        {fitting.length > 0 ? (
          <div role="radiogroup" aria-labelledby={`${labelledBy} wizard-classes-fitting`} className={GRID}>
            {choices(fitting)}
          </div>
        ) : (
          <p className="rounded-xl bg-sand-100 px-4 py-3 text-sm text-ink">{t('classFit.noneFitting', { name })}</p>
        )}
      </div>
      <div className="flex flex-col gap-3">
        <div>
          <Heading id="wizard-classes-others" className="font-bold text-ocean-950">
            {t('classFit.othersHeading', { name })}
          </Heading>
          <p className="text-sm text-ink-muted">{t('classFit.othersHint')}</p>
        </div>
        <div role="radiogroup" aria-labelledby={`${labelledBy} wizard-classes-others`} className={GRID}>
          {choices(others)}
        </div>
      </div>
    </div>
  );
}
