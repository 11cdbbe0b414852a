import type { AdminClass } from '@swim/shared/api/admin-club';
import { pickText } from '@swim/shared/localized-text';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditButton } from '../../../components/edit-button';
import { Button } from '../../../components/ui/button';
import { useLanguage } from '../../../hooks/use-language';
import { getErrorMessageKey } from '../../../lib/error-message';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { useDeleteClass } from '../api/delete-class';
import { useSaveClass } from '../api/save-class';
import { DeleteButton } from './delete-button';

/** The request that saves a class as it is, but for its active flag. */
function withActive(cls: AdminClass, active: boolean) {
  return {
    title: cls.title,
    description: cls.description,
    instructorId: cls.instructor?.id ?? '',
    locationId: cls.location.id,
    level: cls.level,
    minAge: cls.minAge,
    maxAge: cls.maxAge,
    lane: cls.lane ?? '',
    durationMinutes: cls.durationMinutes,
    pricePerClass: cls.pricePerClass,
    monthlyPrice: cls.monthlyPrice,
    maxCapacity: cls.maxCapacity,
    sessions: cls.sessions,
    active,
  };
}

/** A class row's actions: edit, activate or deactivate, delete (refused by the server once it had enrollments). */
export function ClassActions({ cls, onEdit }: { cls: AdminClass; onEdit: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const save = useSaveClass();
  const remove = useDeleteClass();
  const [confirming, setConfirming] = useState(false);
  const title = pickText(cls.title, language);

  async function toggleActive() {
    const active = !cls.active;
    try {
      await save.mutateAsync({ id: cls.id, input: withActive(cls, active) });
      showSuccessToast(t(active ? 'admin.classes.activated' : 'admin.classes.deactivated', { title }));
    } catch (error) {
      showDestructiveToast(t('admin.classes.updateFailed'), t(getErrorMessageKey(error)));
    }
  }

  async function confirmDelete() {
    try {
      await remove.mutateAsync(cls.id);
      showSuccessToast(t('admin.classes.deleted', { title }));
    } catch (error) {
      showDestructiveToast(t('admin.classes.deleteFailed'), t(getErrorMessageKey(error)));
    }
    setConfirming(false);
  }

  return (
    <div className="flex flex-wrap gap-2 md:justify-end">
      <EditButton name={title} onClick={onEdit} />
      <Button variant="outline" size="sm" disabled={save.isPending} onClick={() => void toggleActive()}>
        {t(cls.active ? 'admin.common.deactivate' : 'admin.common.activate')}
      </Button>
      <DeleteButton
        name={title}
        confirming={confirming}
        onConfirmingChange={setConfirming}
        title={t('admin.classes.deleteTitle', { title })}
        description={t('admin.classes.deleteHint')}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
