import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';

/** Copies a value (an IBAN, a payment reference) to the clipboard and says so. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      showSuccessToast(t('payments.bank.copied'));
    } catch {
      showDestructiveToast(t('payments.bank.copyFailed'));
    }
  }
  return (
    <Button variant="outline" size="sm" onClick={() => void copy()} aria-label={label}>
      <Copy aria-hidden="true" />
      {t('payments.bank.copy')}
    </Button>
  );
}
