import { CalendarClock, FileText, Hourglass, type LucideIcon, ReceiptText, School, Scale } from 'lucide-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useUpdateParams } from '../hooks/use-update-params';
import { ArrearsSection } from './arrears-section';
import { InvoicesSection } from './invoices-section';
import { KindergartenSection } from './kindergarten-section';
import { PaymentsSection } from './payments-section';
import { PendingPaymentsPanel } from './pending-payments-panel';
import { ReconciliationSection } from './reconciliation-section';

type BillingSection = {
  value: string;
  label:
    | 'billing.sections.payments'
    | 'billing.sections.awaiting'
    | 'billing.sections.arrears'
    | 'billing.sections.kindergarten'
    | 'billing.sections.reconciliation'
    | 'billing.sections.invoices';
  icon: LucideIcon;
  Panel: ComponentType;
};

const SECTIONS: BillingSection[] = [
  { value: 'payments', label: 'billing.sections.payments', icon: ReceiptText, Panel: PaymentsSection },
  { value: 'awaiting', label: 'billing.sections.awaiting', icon: Hourglass, Panel: PendingPaymentsPanel },
  { value: 'arrears', label: 'billing.sections.arrears', icon: CalendarClock, Panel: ArrearsSection },
  { value: 'kindergarten', label: 'billing.sections.kindergarten', icon: School, Panel: KindergartenSection },
  { value: 'reconciliation', label: 'billing.sections.reconciliation', icon: Scale, Panel: ReconciliationSection },
  { value: 'invoices', label: 'billing.sections.invoices', icon: FileText, Panel: InvoicesSection },
];
const DEFAULT_SECTION = 'payments';
/** Address parameters the sections keep; a section's filters do not follow into the next one. */
const SECTION_PARAMS = ['q', 'status', 'method', 'range', 'page', 'month', 'location', 'from', 'to'];

/**
 * The admin's money: all payments, those awaiting confirmation, arrears, kindergarten bills, reconciliation and
 * invoices (?section=).
 */
export function BillingTab() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const updateParams = useUpdateParams();
  const requested = searchParams.get('section');
  const current = SECTIONS.some((section) => section.value === requested)
    ? (requested ?? DEFAULT_SECTION)
    : DEFAULT_SECTION;

  function choose(value: string) {
    const cleared = Object.fromEntries(SECTION_PARAMS.map((key) => [key, undefined]));
    updateParams({ ...cleared, section: value === DEFAULT_SECTION ? undefined : value });
  }

  return (
    <Tabs value={current} onValueChange={choose}>
      <TabsList aria-label={t('billing.sections.label')} className="bg-sand-100">
        {SECTIONS.map(({ value, label, icon: Icon }) => (
          <TabsTrigger key={value} value={value} className="h-11">
            <Icon aria-hidden="true" />
            {t(label)}
          </TabsTrigger>
        ))}
      </TabsList>
      {SECTIONS.map(({ value, Panel }) => (
        <TabsContent key={value} value={value} className="mt-6">
          <Panel />
        </TabsContent>
      ))}
    </Tabs>
  );
}
