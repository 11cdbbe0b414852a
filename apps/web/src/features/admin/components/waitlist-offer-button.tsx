import type { AdminWaitlistEntry } from '@swim/shared/api/waitlist';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useErrorText } from '../../../hooks/use-error-text';
import { isApiError } from '../../../lib/api-client';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { useOfferWaitlistPlace } from '../api/offer-waitlist-place';
import { ConfirmDialog } from './confirm-dialog';

type WaitlistOfferButtonProps = { entry: AdminWaitlistEntry; classTitle: string; classFull: boolean };

/**
 * "Offer a place" out of turn. The admin confirms first (the family is mailed at once); when the class has no free
 * place, or the server finds it full meanwhile, the admin is asked to admit one more beyond its capacity.
 */
export function WaitlistOfferButton({ entry, classTitle, classFull }: WaitlistOfferButtonProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const offer = useOfferWaitlistPlace();
  const [open, setOpen] = useState(false);
  const [overCapacity, setOverCapacity] = useState(classFull);
  const words = { name: entry.childName, class: classTitle };

  function openDialog() {
    setOverCapacity(classFull);
    setOpen(true);
  }

  function send() {
    offer.mutate(
      { entryId: entry.id, overCapacity },
      {
        onSuccess: () => {
          setOpen(false);
          showSuccessToast(t('waitlist.admin.offered', words));
        },
        onError: (error) => {
          // The last place went meanwhile: the same dialog now asks about admitting one more.
          if (isApiError(error) && error.code === 'CLASS_FULL' && !overCapacity) return setOverCapacity(true);
          setOpen(false);
          showDestructiveToast(t('waitlist.admin.offerFailed'), errorText(error));
        },
      },
    );
  }

  return (
    <>
      <Button variant="outline" size="sm" onClick={openDialog}>
        <Send aria-hidden="true" />
        {t('waitlist.admin.offer')}
        <span className="sr-only">: {entry.childName}</span>
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t(overCapacity ? 'waitlist.admin.overTitle' : 'waitlist.admin.offerTitle', words)}
        description={t(overCapacity ? 'waitlist.admin.overDescription' : 'waitlist.admin.offerDescription', words)}
        confirmLabel={t(overCapacity ? 'waitlist.admin.overConfirm' : 'waitlist.admin.offerConfirm')}
        busy={offer.isPending}
        onConfirm={send}
      />
    </>
  );
}
