import { type OwedPeriod, writeOffInputSchema } from '@swim/shared/api/arrears';
import { pickText } from '@swim/shared/localized-text';
import { formatMoney } from '@swim/shared/money';
import { formatMoneyInput, parseMoneyInput } from '@swim/shared/money-input';
import { formatMonth } from '@swim/shared/month-names';
import { Eraser } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { useLanguage } from '../../../hooks/use-language';
import { isApiError } from '../../../lib/api-client';
import { getErrorMessageKey } from '../../../lib/error-message';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { useWriteOffArrears } from '../api/write-off-arrears';
import { type ArrearsValidationKey, useArrearsValidationText } from '../hooks/use-arrears-validation-text';
import { BillingDialog } from './billing-dialog';
import { owedChildName } from '../lib/owed-child-name';

type Field = 'amount' | 'reason';
type Errors = Partial<Record<Field, string>>;

/** The typed amount in minor units, or why it cannot be written off (nothing beyond the month's balance). */
function checkAmount(text: string, balance: number): { minor: number } | { error: ArrearsValidationKey } {
  if (text.trim() === '') return { error: 'amountRequired' };
  const minor = parseMoneyInput(text);
  if (minor === null || minor <= 0) return { error: 'amountInvalid' };
  if (minor > balance) return { error: 'moreThanOwed' };
  return { minor };
}

/** Admins give up part or all of a month's balance, with a reason the audit log keeps. */
export function ArrearsWriteOffDialog({ parentId, period }: { parentId: string; period: OwedPeriod }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const validationText = useArrearsValidationText();
  const writeOff = useWriteOffArrears();
  const money = (minor: number) => formatMoney(minor, period.currency, language);
  const month = formatMonth(period.billingPeriod, language);
  const what = [owedChildName(period, t), pickText(period.classTitle, language), month].join(' · ');

  const [open, setOpen] = useState(false);
  const [amountText, setAmountText] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const amount = checkAmount(amountText, period.balance);
  // Too much is said at once; a missing amount or reason waits for the first submit.
  const shownAmountError =
    errors.amount ?? ('error' in amount && amount.error === 'moreThanOwed' ? amount.error : undefined);

  function changeOpen(next: boolean) {
    setOpen(next);
    setAmountText(formatMoneyInput(period.balance, language));
    setReason('');
    setErrors({});
  }

  async function submit() {
    const parsed = writeOffInputSchema.safeParse({
      enrollmentId: period.enrollmentId,
      billingPeriod: period.billingPeriod,
      amount: 'minor' in amount ? amount.minor : undefined,
      reason,
    });
    const found: Errors = {
      amount: 'error' in amount ? amount.error : undefined,
      reason: parsed.success ? undefined : parsed.error.issues.find((issue) => issue.path[0] === 'reason')?.message,
    };
    if (!parsed.success || found.amount || found.reason) {
      setErrors(found);
      return;
    }
    try {
      const done = await writeOff.mutateAsync({ parentId, ...parsed.data });
      const facts = { child: owedChildName(period, t), month, balance: money(done.balance) };
      showSuccessToast(
        t('arrears.writeOff.done'),
        done.balance > 0 ? t('arrears.writeOff.doneLeft', facts) : t('arrears.writeOff.doneAll', facts),
      );
      setOpen(false);
    } catch (failure) {
      const issues = isApiError(failure) ? failure.details : [];
      const fieldErrors: Errors = {
        amount: issues.find((issue) => issue.path === 'amount')?.message,
        reason: issues.find((issue) => issue.path === 'reason')?.message,
      };
      if (fieldErrors.amount || fieldErrors.reason) setErrors(fieldErrors);
      else showDestructiveToast(t('arrears.writeOff.failed'), t(getErrorMessageKey(failure)));
    }
  }

  return (
    <BillingDialog
      open={open}
      onOpenChange={changeOpen}
      alert
      trigger={
        <Button
          variant="ghost"
          size="sm"
          className="h-11 px-2!"
          aria-label={t('arrears.writeOff.actionNamed', { month, child: owedChildName(period, t) })}
        >
          <Eraser aria-hidden="true" />
          {t('arrears.writeOff.action')}
        </Button>
      }
      title={t('arrears.writeOff.title')}
      description={t('arrears.writeOff.description')}
      submitLabel={
        'minor' in amount
          ? t('arrears.writeOff.submitAmount', { amount: money(amount.minor) })
          : t('arrears.writeOff.submit')
      }
      submitIcon={<Eraser aria-hidden="true" />}
      submitVariant="danger"
      busy={writeOff.isPending}
      onSubmit={() => void submit()}
    >
      <div className="flex flex-col gap-1.5 rounded-2xl bg-sand-100 px-4 py-3 text-sm">
        <p className="font-semibold text-ink">{what}</p>
        <p className="flex flex-wrap justify-between gap-x-4">
          <span className="text-ink-muted">{t('arrears.writeOff.balance')}</span>
          <span className="font-bold text-ocean-950 tabular-nums">{money(period.balance)}</span>
        </p>
      </div>
      <FormField
        label={t('arrears.writeOff.amount')}
        hint={t('arrears.writeOff.amountHint', {
          currency: t(`billing.currency.${period.currency}`),
          example: formatMoneyInput(period.balance, language),
        })}
        error={validationText(shownAmountError)}
      >
        <Input
          inputMode="decimal"
          autoComplete="off"
          value={amountText}
          onChange={(event) => {
            setAmountText(event.target.value);
            setErrors((current) => ({ ...current, amount: undefined }));
          }}
        />
      </FormField>
      <FormField
        label={t('arrears.writeOff.reason')}
        hint={t('arrears.writeOff.reasonHint')}
        error={validationText(errors.reason)}
      >
        <Textarea
          className="min-h-24"
          value={reason}
          maxLength={500}
          onChange={(event) => {
            setReason(event.target.value);
            setErrors((current) => ({ ...current, reason: undefined }));
          }}
        />
      </FormField>
    </BillingDialog>
  );
}
