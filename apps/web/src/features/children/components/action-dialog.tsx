import { useTranslation } from 'react-i18next';
import { ActionDialog as Dialog, type ActionDialogProps } from '../../../components/action-dialog';

/** A profile action in a dialog: title, description, fields, Cancel and the action's button. */
export function ActionDialog(props: Omit<ActionDialogProps, 'cancelLabel' | 'focusDialog'>) {
  const { t } = useTranslation();
  return <Dialog {...props} cancelLabel={t('child.dialog.cancel')} />;
}
