import type { Payment, PaymentOptions } from '@swim/shared/api/payments';
import { CircleAlert, CircleCheck, Hourglass, LoaderCircle, type LucideIcon, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PaymentStatusBadge } from '../../../components/payment-status-badge';
import { PriceBreakdown } from '../../../components/price-breakdown';
import { Button } from '../../../components/ui/button';
import { useLanguage } from '../../../hooks/use-language';
import { useReveal } from '../../../hooks/use-reveal';
import { getErrorMessageKey } from '../../../lib/error-message';
import { cn } from '../../../lib/utils';
import type { CheckoutOutcome } from '../hooks/use-checkout-return';
import { formatPeriod } from '../lib/format-period';
import { BankTransferDetails } from './bank-transfer-details';
import { MoneyAmount } from '../../../components/money-amount';

const TONES = {
  success: { box: 'border-emerald-200 bg-emerald-50', icon: 'text-emerald-700' },
  pending: { box: 'border-sand-300 bg-sand-100', icon: 'text-sand-700' },
  danger: { box: 'border-red-200 bg-red-50', icon: 'text-red-700' },
} as const;

type PanelProps = {
  tone: keyof typeof TONES;
  icon: LucideIcon;
  title: string;
  /** Failures interrupt (alert); everything else is announced politely (status). */
  role: 'status' | 'alert';
  spin?: boolean;
  children?: ReactNode;
};

/** A result in place of the form: brought on screen and focused when it appears or its title changes. */
function Panel({ tone, icon: Icon, title, role, spin = false, children }: PanelProps) {
  const headingRef = useReveal<HTMLHeadingElement>(title);
  return (
    <div role={role} className={cn('flex gap-4 rounded-(--radius-card) border p-5 sm:p-6', TONES[tone].box)}>
      <Icon aria-hidden="true" className={cn('mt-0.5 size-7 shrink-0', TONES[tone].icon, spin && 'animate-spin')} />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h2 ref={headingRef} tabIndex={-1} className="scroll-mt-24 text-xl font-bold text-ocean-950 focus:outline-none">
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}

/** The payment's amount, month, method and status; and how the amount was made up when it was priced down. */
function PaymentLine({ payment }: { payment: Payment }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-ink">
        <MoneyAmount amount={payment.amount} currency={payment.currency} className="font-semibold" />
        {payment.billingPeriod ? <span>{formatPeriod(payment.billingPeriod, language)}</span> : null}
        {payment.method ? <span>{t(`payment.method.${payment.method}`)}</span> : null}
        <PaymentStatusBadge status={payment.status} />
      </p>
      {payment.listAmount !== null && payment.priceLines.length > 0 ? (
        <PriceBreakdown
          caption={t('price.breakdown')}
          listAmount={payment.listAmount}
          lines={payment.priceLines}
          amount={payment.amount}
          currency={payment.currency}
          className="max-w-lg"
        />
      ) : null}
    </>
  );
}

function ResultLinks({ childId, onAnother }: { childId: string; onAnother?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
      {onAnother ? (
        <Button variant="primary" onClick={onAnother}>
          {t('payments.result.another')}
        </Button>
      ) : (
        <Button asChild variant="primary">
          <Link to={`/child/${encodeURIComponent(childId)}/payment`}>{t('payments.result.another')}</Link>
        </Button>
      )}
      <Button asChild variant="outline">
        <Link to="/payments">{t('payments.result.allPayments')}</Link>
      </Button>
    </div>
  );
}

/** What became of the card checkout the parent has just come back from. */
export function CheckoutOutcomePanel({
  outcome,
  childId,
  childName,
  onRetry,
}: {
  outcome: CheckoutOutcome;
  childId: string;
  childName: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  switch (outcome.state) {
    case 'syncing':
    case 'processing':
      return (
        <Panel tone="pending" icon={LoaderCircle} spin role="status" title={t('payments.checkout.processingTitle')}>
          <p className="text-ink">{t('payments.checkout.processingText')}</p>
        </Panel>
      );
    case 'paid': {
      const { payment } = outcome;
      return (
        <Panel tone="success" icon={CircleCheck} role="status" title={t('payments.checkout.paidTitle')}>
          <p className="text-ink">
            {payment.billingPeriod
              ? t('payments.checkout.paidText', {
                  name: payment.childName ?? childName,
                  period: formatPeriod(payment.billingPeriod, language),
                })
              : t('payments.checkout.paidTextGeneric')}
          </p>
          <PaymentLine payment={payment} />
          <ResultLinks childId={childId} />
        </Panel>
      );
    }
    case 'failed':
      return (
        <Panel tone="danger" icon={CircleAlert} role="alert" title={t('payments.checkout.failedTitle')}>
          <p className="text-ink">
            {outcome.cancelled ? t('payments.checkout.cancelledText') : t('payments.checkout.failedText')}
          </p>
          <p className="text-ink">{t('payments.checkout.tryAgain')}</p>
        </Panel>
      );
    case 'timeout':
      return (
        <Panel tone="pending" icon={Hourglass} role="status" title={t('payments.checkout.timeoutTitle')}>
          <p className="text-ink">{t('payments.checkout.timeoutText')}</p>
          <PaymentLine payment={outcome.payment} />
          <ResultLinks childId={childId} />
        </Panel>
      );
    case 'error':
      return (
        <Panel tone="danger" icon={CircleAlert} role="alert" title={t('payments.checkout.syncErrorTitle')}>
          <p className="text-ink">{t(getErrorMessageKey(outcome.error))}</p>
          <div>
            <Button variant="outline" onClick={onRetry}>
              <RotateCw aria-hidden="true" />
              {t('actions.retry')}
            </Button>
          </div>
        </Panel>
      );
  }
}

/** A cash or bank transfer payment has been recorded and now waits for the coach or the club to confirm it. */
export function DeclaredPaymentPanel({
  payment,
  options,
  childId,
  onAnother,
}: {
  payment: Payment;
  options: PaymentOptions;
  childId: string;
  onAnother: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const reference = payment.billingPeriod
    ? `${options.childName} – ${formatPeriod(payment.billingPeriod, language)}`
    : options.childName;
  return (
    <Panel tone="pending" icon={Hourglass} role="status" title={t('payments.declared.title')}>
      <p className="font-semibold text-ink">{t('payments.declared.awaiting')}</p>
      <PaymentLine payment={payment} />
      {payment.method === 'bank_transfer' ? (
        <>
          <p className="text-ink">{t('payments.declared.bankNext')}</p>
          <BankTransferDetails
            bank={options.bank}
            reference={reference}
            amount={payment.amount}
            currency={payment.currency}
          />
        </>
      ) : null}
      {payment.method === 'cash' ? <p className="text-ink">{t('payments.declared.cashNext')}</p> : null}
      <ResultLinks childId={childId} onAnother={onAnother} />
    </Panel>
  );
}
