import type { ClubTotal } from '@swim/shared/api/club-total';
import type { PaymentSummary } from '@swim/shared/api/payments';
import { pickText } from '@swim/shared/localized-text';
import { CalendarClock, CircleCheck, Hourglass, type LucideIcon, Undo2 } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConvertedNote } from '../../../components/converted-note';
import { Button } from '../../../components/ui/button';
import { useLanguage } from '../../../hooks/use-language';
import { cn } from '../../../lib/utils';
import { formatPeriod } from '../lib/format-period';
import { MoneyAmount } from '../../../components/money-amount';

type SummaryCardProps = { icon: LucideIcon; label: string; tone: string; children: ReactNode };

function SummaryCard({ icon: Icon, label, tone, children }: SummaryCardProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-(--radius-card) border border-sand-200 bg-white p-5 shadow-card"
    >
      <div className="flex items-center gap-3">
        <span className={cn('grid size-10 shrink-0 place-items-center rounded-full', tone)}>
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <h3 id={titleId} className="font-semibold text-ink-muted">
          {label}
        </h3>
      </div>
      {children}
    </section>
  );
}

/** A sum in the club's currency, saying when it holds payments in the other currency, converted. */
function MoneyTotal({ total }: { total: ClubTotal }) {
  const { t } = useTranslation();
  if (total.amount === 0 && total.converted === 0) {
    return <p className="text-2xl font-bold text-ink-muted">{t('payments.summary.none')}</p>;
  }
  return (
    <p className="flex flex-col gap-1">
      <MoneyAmount amount={total.amount} currency={total.currency} className="text-2xl font-bold text-ocean-950" />
      <ConvertedNote total={total} />
    </p>
  );
}

function NextDue({ nextDue }: { nextDue: PaymentSummary['nextDue'] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!nextDue) return <p className="text-ink-muted">{t('payments.summary.nothingDue')}</p>;
  const period = formatPeriod(nextDue.billingPeriod, language);
  const href = `/child/${encodeURIComponent(nextDue.childId)}/payment?enrollment=${encodeURIComponent(nextDue.enrollmentId)}&period=${encodeURIComponent(nextDue.billingPeriod)}`;
  return (
    <div className="flex flex-1 flex-col gap-2">
      <MoneyAmount amount={nextDue.amount} currency={nextDue.currency} className="text-2xl font-bold text-ocean-950" />
      <p className="text-sm text-ink-muted">
        <span className="block font-semibold text-ink">{nextDue.childName}</span>
        {pickText(nextDue.classTitle, language)} · {period}
      </p>
      <Button asChild size="sm" className="mt-auto self-start">
        <Link to={href} aria-label={t('payments.summary.payLabel', { name: nextDue.childName, period })}>
          {t('payments.summary.pay')}
        </Link>
      </Button>
    </div>
  );
}

/** Paid this month, awaiting confirmation, refunded (each in the club's currency) and the next payment due. */
export function PaymentSummaryCards({ summary }: { summary: PaymentSummary }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <SummaryCard icon={CircleCheck} label={t('payments.summary.paidThisMonth')} tone="bg-emerald-50 text-emerald-700">
        <MoneyTotal total={summary.paidThisMonth} />
      </SummaryCard>
      <SummaryCard icon={Hourglass} label={t('payments.summary.awaiting')} tone="bg-sand-100 text-sand-700">
        <MoneyTotal total={summary.awaitingConfirmation} />
      </SummaryCard>
      <SummaryCard icon={Undo2} label={t('payments.summary.refunded')} tone="bg-ocean-50 text-ocean-700">
        <MoneyTotal total={summary.refunded} />
      </SummaryCard>
      <SummaryCard icon={CalendarClock} label={t('payments.summary.nextDue')} tone="bg-red-50 text-red-700">
        <NextDue nextDue={summary.nextDue} />
      </SummaryCard>
    </div>
  );
}
