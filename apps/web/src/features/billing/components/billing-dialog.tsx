import { useTranslation } from 'react-i18next';
import { ActionDialog, type ActionDialogProps } from '../../../components/action-dialog';

/**
 * A money action in a dialog. Moving money or issuing bills cannot be undone (pass `alert`); the dialog takes focus
 * itself, so the details are read before any field opens a phone's keyboard.
 */
export function BillingDialog(props: Omit<ActionDialogProps, 'cancelLabel' | 'focusDialog'>) {
  const { t } = useTranslation();
  return <ActionDialog {...props} cancelLabel={t('billing.dialog.cancel')} focusDialog />;
}
