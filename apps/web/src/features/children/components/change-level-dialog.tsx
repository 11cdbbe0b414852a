import { SKILL_LEVELS, type SkillLevel } from '@swim/shared/enums';
import { TrendingUp } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonVariant } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { NativeSelect } from '../../../components/ui/native-select';
import { isApiError } from '../../../lib/api-client';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { useChangeSkillLevel } from '../api/change-skill-level';
import { ActionDialog } from './action-dialog';
import { oneOf } from '../../../lib/one-of';

type ChangeLevelDialogProps = { childId: string; level: SkillLevel; triggerVariant?: ButtonVariant };

/** Picks a new skill level; choosing the current one again is refused. */
export function ChangeLevelDialog({ childId, level, triggerVariant = 'outline' }: ChangeLevelDialogProps) {
  const { t } = useTranslation();
  const change = useChangeSkillLevel(childId);
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<SkillLevel>(level);
  const [sameLevel, setSameLevel] = useState(false);

  function changeOpen(next: boolean) {
    setOpen(next);
    setChosen(level);
    setSameLevel(false);
  }

  async function submit() {
    if (chosen === level) return setSameLevel(true);
    try {
      await change.mutateAsync(chosen);
      showSuccessToast(
        t('child.level.successTitle'),
        t('child.level.successDescription', { level: t(`levels.${chosen}`) }),
      );
      setOpen(false);
    } catch (error) {
      if (isApiError(error) && error.details.some((issue) => issue.message === 'differentLevel')) {
        return setSameLevel(true);
      }
      showDestructiveToast(t('child.level.failed'), t('child.level.failedDescription'));
    }
  }

  return (
    <ActionDialog
      open={open}
      onOpenChange={changeOpen}
      trigger={
        <Button variant={triggerVariant} size="sm">
          <TrendingUp aria-hidden="true" />
          {t('child.level.action')}
        </Button>
      }
      title={t('child.level.title')}
      description={t('child.level.description', { level: t(`levels.${level}`) })}
      submitLabel={t('child.level.save')}
      busy={change.isPending}
      onSubmit={submit}
    >
      <FormField label={t('child.level.newLevel')} error={sameLevel ? t('validation.differentLevel') : undefined}>
        <NativeSelect
          value={chosen}
          onChange={(event) => {
            const chosenLevel = oneOf(SKILL_LEVELS, event.target.value);
            if (chosenLevel) setChosen(chosenLevel);
            setSameLevel(false);
          }}
        >
          {SKILL_LEVELS.map((option) => (
            <option key={option} value={option}>
              {t(`levels.${option}`)}
              {option === level ? ` (${t('child.level.current')})` : ''}
            </option>
          ))}
        </NativeSelect>
      </FormField>
    </ActionDialog>
  );
}
