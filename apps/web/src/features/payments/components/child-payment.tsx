import type { Payment } from '@swim/shared/api/payments';
import { CalendarCheck, UserX } from 'lucide-react';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { BackLink } from '../../../components/back-link';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingRegion } from '../../../components/loading-region';
import { PageHeader } from '../../../components/page-header';
import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { isApiError } from '../../../lib/api-client';
import { getErrorMessageKey } from '../../../lib/error-message';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { usePaymentOptions } from '../api/get-payment-options';
import { type CheckoutOutcome, useCheckoutReturn } from '../hooks/use-checkout-return';
import { isPaidAhead } from './enrollment-choice';
import { OpenBills } from './open-bills';
import { PayForm, type PayPreselection } from './pay-form';
import { CheckoutOutcomePanel, DeclaredPaymentPanel } from './payment-outcome';

function Frame({ childId, childName, children }: { childId: string; childName?: string; children: ReactNode }) {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.childPayment.title'));
  return (
    <>
      <PageHeader
        title={t('pages.childPayment.title')}
        eyebrow={childName}
        lead={t('pages.childPayment.lead')}
        backLink={<BackLink to={`/child/${encodeURIComponent(childId)}`}>{t('payments.pay.backToChild')}</BackLink>}
      />
      <Container className="py-8 sm:py-10">
        <div className="mx-auto flex max-w-3xl flex-col gap-8">{children}</div>
      </Container>
    </>
  );
}

/** Toasts when the checkout's fate is known; the titles are the spec's own ('Payment Failed'). */
function useCheckoutToasts() {
  const { t } = useTranslation();
  return useCallback(
    (outcome: CheckoutOutcome) => {
      if (outcome.state === 'paid') showSuccessToast(t('payments.checkout.paidTitle'));
      if (outcome.state === 'failed') {
        showDestructiveToast(
          t('payments.checkout.failedTitle'),
          outcome.cancelled ? t('payments.checkout.cancelledText') : t('payments.checkout.failedText'),
        );
      }
      if (outcome.state === 'error') {
        showDestructiveToast(t('payments.checkout.syncErrorTitle'), t(getErrorMessageKey(outcome.error)));
      }
    },
    [t],
  );
}

/** The form hides while a checkout's result is shown, except after a failure, when the parent may try again. */
const FORM_HIDDEN: ReadonlyArray<CheckoutOutcome['state']> = ['syncing', 'processing', 'paid', 'timeout'];

/** Make a payment for a child: issued bills, the pay form, and what became of a card checkout or a declared payment. */
export function ChildPayment({ childId }: { childId: string }) {
  const { t } = useTranslation();
  const options = usePaymentOptions(childId);
  const [searchParams] = useSearchParams();
  const [declared, setDeclared] = useState<Payment | null>(null);
  const onCheckoutSettled = useCheckoutToasts();
  const { outcome, retry } = useCheckoutReturn(onCheckoutSettled);

  if (options.isPending) {
    return (
      <Frame childId={childId}>
        <LoadingRegion className="flex flex-col gap-6">
          <Skeleton className="h-40 rounded-(--radius-card)" />
          <Skeleton className="h-72 rounded-(--radius-card)" />
        </LoadingRegion>
      </Frame>
    );
  }
  if (options.isError) {
    const missing = isApiError(options.error) && ['NOT_FOUND', 'CHILD_NOT_FOUND'].includes(options.error.code);
    return (
      <Frame childId={childId}>
        {missing ? (
          <EmptyState
            icon={UserX}
            title={t('child.notFound.title')}
            description={t('child.notFound.message')}
            action={
              <Button asChild>
                <Link to="/dashboard">{t('child.backToDashboard')}</Link>
              </Button>
            }
          />
        ) : (
          <ErrorState error={options.error} onRetry={() => void options.refetch()} />
        )}
      </Frame>
    );
  }

  const data = options.data;
  const failedPayment = outcome?.state === 'failed' ? outcome.payment : null;
  const preselect: PayPreselection = {
    enrollmentId: failedPayment?.enrollmentId ?? searchParams.get('enrollment'),
    period: failedPayment?.billingPeriod ?? searchParams.get('period'),
  };
  const canPayAhead = data.enrollments.some(isPaidAhead);
  const showForm = !declared && !(outcome && FORM_HIDDEN.includes(outcome.state));

  return (
    <Frame childId={childId} childName={data.childName}>
      {outcome ? (
        <CheckoutOutcomePanel outcome={outcome} childId={childId} childName={data.childName} onRetry={retry} />
      ) : null}
      {declared ? (
        <DeclaredPaymentPanel payment={declared} options={data} childId={childId} onAnother={() => setDeclared(null)} />
      ) : null}
      {showForm && data.openBills.length > 0 ? <OpenBills options={data} onDeclared={setDeclared} /> : null}
      {showForm && canPayAhead ? (
        <PayForm
          key={`${preselect.enrollmentId}|${preselect.period}`}
          childId={childId}
          options={data}
          preselect={preselect}
          onDeclared={setDeclared}
        />
      ) : null}
      {showForm && !canPayAhead && data.openBills.length === 0 ? (
        <EmptyState
          icon={CalendarCheck}
          title={t('payments.pay.nothingTitle')}
          description={t('payments.pay.nothingText')}
          action={
            <Button asChild variant="outline">
              <Link to={`/enroll-child/${encodeURIComponent(childId)}`}>{t('payments.pay.enrol')}</Link>
            </Button>
          }
        />
      ) : null}
    </Frame>
  );
}
