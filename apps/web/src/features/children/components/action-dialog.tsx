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

type ActionDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog. */
  trigger: ReactElement;
  title: string;
  description: string;
  submitLabel: string;
  submitIcon?: ReactNode;
  submitVariant?: ButtonVariant;
  busy: boolean;
  submitDisabled?: boolean;
  /** A confirmation of something that cannot be undone is announced as an alert dialog. */
  alert?: boolean;
  onSubmit: () => void;
  /** The dialog's fields, between the description and the buttons. */
  children?: ReactNode;
};

/** A profile action in a dialog: title, description, fields, Cancel and the action's button. */
export function ActionDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  submitLabel,
  submitIcon,
  submitVariant = 'primary',
  busy,
  submitDisabled = false,
  alert = false,
  onSubmit,
  children,
}: ActionDialogProps) {
  const { t } = useTranslation();
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      {/* Only override Radix's own role when asked: an explicit undefined would remove role="dialog". */}
      <DialogContent {...(alert ? { role: 'alertdialog' } : {})}>
        <form noValidate onSubmit={submit} className="flex flex-col gap-5">
          <div className="flex flex-col gap-2">
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </div>
          {children}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">{t('child.dialog.cancel')}</Button>
            </DialogClose>
            <Button type="submit" variant={submitVariant} disabled={busy || submitDisabled}>
              {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : submitIcon}
              {submitLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
