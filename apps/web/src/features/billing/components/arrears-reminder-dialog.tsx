import type { ArrearsFamily } from '@swim/shared/api/arrears';
import { pickText } from '@swim/shared/localized-text';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useLanguage } from '../../../hooks/use-language';
import { getErrorMessageKey } from '../../../lib/error-message';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { useSendArrearsReminder } from '../api/send-arrears-reminder';
import { BillingDialog } from './billing-dialog';

/** Confirms, then mails the family a reminder of everything overdue in their own language. */
export function ArrearsReminderDialog({ family }: { family: ArrearsFamily }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const remind = useSendArrearsReminder();
  const [open, setOpen] = useState(false);
  const name = pickText(family.parentName, language);

  async function send() {
    try {
      await remind.mutateAsync(family.parentId);
      showSuccessToast(t('arrears.remind.sent'), t('arrears.remind.sentDescription', { name, email: family.email }));
      setOpen(false);
    } catch (error) {
      showDestructiveToast(t('arrears.remind.failed'), t(getErrorMessageKey(error)));
    }
  }

  return (
    <BillingDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button className="w-full sm:w-auto" aria-label={t('arrears.remind.actionNamed', { name })}>
          <Send aria-hidden="true" />
          {t('arrears.remind.action')}
        </Button>
      }
      title={t('arrears.remind.title', { name })}
      description={t('arrears.remind.description', {
        email: family.email,
        language: t(`arrears.remind.language.${family.language}`),
      })}
      submitLabel={t('arrears.remind.submit')}
      submitIcon={<Send aria-hidden="true" />}
      busy={remind.isPending}
      onSubmit={() => void send()}
    />
  );
}
