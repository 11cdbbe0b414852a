import { LoaderCircle } from 'lucide-react';
import type { FormEvent, ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonVariant } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog. */
  trigger: ReactElement;
  title: string;
  description: string;
  confirmLabel: string;
  confirmVariant?: ButtonVariant;
  busy: boolean;
  confirmDisabled?: boolean;
  onConfirm: () => void;
  children?: ReactNode;
};

/** Asks before a subscription changes: title, what will happen, optional choices, Cancel and the action. */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  confirmLabel,
  confirmVariant = 'primary',
  busy,
  confirmDisabled = false,
  onConfirm,
  children,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  function submit(event: FormEvent) {
    event.preventDefault();
    onConfirm();
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <form noValidate onSubmit={submit} className="flex flex-col gap-5">
          <div className="flex flex-col gap-2">
            <DialogTitle className="text-xl text-ocean-950">{title}</DialogTitle>
            <DialogDescription className="text-ink-muted">{description}</DialogDescription>
          </div>
          {children}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">{t('payments.dialog.cancel')}</Button>
            </DialogClose>
            <Button type="submit" variant={confirmVariant} disabled={busy || confirmDisabled}>
              {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
              {confirmLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
