import { SKILL_LEVELS } from '@swim/shared/enums';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/ui/date-field';
import { FormField } from '../../../components/ui/form-field';
import { NativeSelect } from '../../../components/ui/native-select';
import { useClubToday } from '../../../hooks/use-club-today';
import { useWizard } from '../hooks/use-wizard';

/**
 * The new child's birth date and level, asked early (optional) so the classes that suit the child come first. They
 * are the child step's own fields: what is typed here is already filled in there.
 */
export function FitChildFields() {
  const { t } = useTranslation();
  const today = useClubToday();
  const { state, dispatch } = useWizard();
  const { birthDate = '', skillLevel = '' } = state.childDraft;
  const update = (change: Partial<typeof state.childDraft>) =>
    dispatch({ type: 'updateChild', draft: { ...state.childDraft, ...change } });
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-sand-200 bg-sand-50 p-4">
      <legend className="float-left w-full font-bold text-ocean-950">{t('wizard.class.forChild.title')}</legend>
      <p className="text-sm text-ink-muted">{t('wizard.class.forChild.lead')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('wizard.class.forChild.birthDate')}>
          <DateField max={today} value={birthDate} onChange={(value) => update({ birthDate: value })} />
        </FormField>
        <FormField label={t('wizard.class.forChild.level')}>
          <NativeSelect
            value={skillLevel}
            onChange={(event) => {
              const level = SKILL_LEVELS.find((candidate) => candidate === event.target.value);
              update({ skillLevel: level });
            }}
          >
            <option value="">{t('wizard.class.forChild.anyLevel')}</option>
            {SKILL_LEVELS.map((level) => (
              <option key={level} value={level}>
                {t(`levels.${level}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
    </fieldset>
  );
}
