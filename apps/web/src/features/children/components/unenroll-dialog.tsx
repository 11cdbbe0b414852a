import type { Enrollment } from '@swim/shared/api/children';
import { pickText } from '@swim/shared/localized-text';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useLanguage } from '../../../hooks/use-language';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { useUnenroll } from '../api/unenroll';
import { ActionDialog } from './action-dialog';

type UnenrollDialogProps = { childId: string; childName: string; enrollment: Enrollment };

/** Asks before ending an enrollment. */
export function UnenrollDialog({ childId, childName, enrollment }: UnenrollDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const unenroll = useUnenroll(childId);
  const [open, setOpen] = useState(false);
  const title = pickText(enrollment.classTitle, language);

  async function confirm() {
    try {
      await unenroll.mutateAsync(enrollment.id);
      showSuccessToast(
        t('child.unenroll.successTitle'),
        t('child.unenroll.successDescription', { name: childName, title }),
      );
      setOpen(false);
    } catch {
      showDestructiveToast(t('child.unenroll.failed'), t('child.unenroll.failedDescription'));
    }
  }

  return (
    <ActionDialog
      open={open}
      onOpenChange={setOpen}
      alert
      trigger={
        <Button variant="ghost" size="sm" className="text-red-800 hover:bg-red-50">
          <LogOut aria-hidden="true" />
          {t('child.unenroll.action')}
        </Button>
      }
      title={t('child.unenroll.title', { title })}
      description={t('child.unenroll.description', { name: childName })}
      submitLabel={t('child.unenroll.confirm')}
      submitVariant="danger"
      busy={unenroll.isPending}
      onSubmit={confirm}
    />
  );
}
