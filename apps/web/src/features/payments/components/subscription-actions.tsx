import type { SubscriptionDetail } from '@swim/shared/api/payments';
import type { PlanType } from '@swim/shared/enums';
import { ArrowLeftRight, CalendarX, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useFormatMoney } from '../../../hooks/use-format-money';
import { useLanguage } from '../../../hooks/use-language';
import { formatDate } from '../../../lib/format-date';
import { getErrorMessageKey } from '../../../lib/error-message';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { useCancelSubscription } from '../api/cancel-subscription';
import { useChangeSubscriptionPlan } from '../api/change-subscription-plan';
import { useResumeSubscription } from '../api/resume-subscription';
import { canResume } from '../lib/subscription-state';
import { ChoiceGroup } from './choice-group';
import { ConfirmDialog } from './confirm-dialog';
import { ChoiceCard } from '../../../components/choice-card';

type ActionProps = { subscription: SubscriptionDetail };

function CancelAction({ subscription }: ActionProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const cancel = useCancelSubscription(subscription.id);
  const [open, setOpen] = useState(false);
  const end = subscription.currentPeriodEnd ? formatDate(subscription.currentPeriodEnd, language) : '';
  async function confirm() {
    try {
      await cancel.mutateAsync();
      showSuccessToast(t('subscriptions.cancel.done'), t('subscriptions.cancel.doneText', { date: end }));
      setOpen(false);
    } catch (error) {
      showDestructiveToast(t('subscriptions.cancel.failed'), t(getErrorMessageKey(error)));
    }
  }
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline">
          <CalendarX aria-hidden="true" />
          {t('subscriptions.cancel.action')}
        </Button>
      }
      title={t('subscriptions.cancel.title')}
      description={
        end ? t('subscriptions.cancel.description', { date: end }) : t('subscriptions.cancel.descriptionNoDate')
      }
      confirmLabel={t('subscriptions.cancel.confirm')}
      confirmVariant="danger"
      busy={cancel.isPending}
      onConfirm={() => void confirm()}
    />
  );
}

function ResumeAction({ subscription }: ActionProps) {
  const { t } = useTranslation();
  const resume = useResumeSubscription(subscription.id);
  const [open, setOpen] = useState(false);
  async function confirm() {
    try {
      await resume.mutateAsync();
      showSuccessToast(t('subscriptions.resume.done'));
      setOpen(false);
    } catch (error) {
      showDestructiveToast(t('subscriptions.resume.failed'), t(getErrorMessageKey(error)));
    }
  }
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button>
          <RotateCcw aria-hidden="true" />
          {t('subscriptions.resume.action')}
        </Button>
      }
      title={t('subscriptions.resume.title')}
      description={t('subscriptions.resume.description')}
      confirmLabel={t('subscriptions.resume.confirm')}
      busy={resume.isPending}
      onConfirm={() => void confirm()}
    />
  );
}

function ChangePlanAction({ subscription }: ActionProps) {
  const { t } = useTranslation();
  const formatPrice = useFormatMoney();
  const change = useChangeSubscriptionPlan(subscription.id);
  const [open, setOpen] = useState(false);
  const [plan, setPlan] = useState<PlanType | null>(null);
  const [missing, setMissing] = useState(false);
  const scheduled = subscription.nextPlan ?? subscription.plan;

  function changeOpen(next: boolean) {
    setOpen(next);
    setPlan(null);
    setMissing(false);
  }

  async function confirm() {
    if (!plan || plan === scheduled) return setMissing(true);
    try {
      await change.mutateAsync(plan);
      showSuccessToast(
        t('subscriptions.changePlan.done'),
        t('subscriptions.changePlan.doneText', { plan: t(`plans.names.${plan}`) }),
      );
      changeOpen(false);
    } catch (error) {
      showDestructiveToast(t('subscriptions.changePlan.failed'), t(getErrorMessageKey(error)));
    }
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={changeOpen}
      trigger={
        <Button variant="outline">
          <ArrowLeftRight aria-hidden="true" />
          {t('subscriptions.changePlan.action')}
        </Button>
      }
      title={t('subscriptions.changePlan.title')}
      description={t('subscriptions.changePlan.description')}
      confirmLabel={t('subscriptions.changePlan.confirm')}
      busy={change.isPending}
      onConfirm={() => void confirm()}
    >
      <ChoiceGroup
        id="change-plan"
        legend={t('subscriptions.changePlan.legend')}
        error={missing ? t('subscriptions.changePlan.chooseDifferent') : undefined}
      >
        {subscription.planOptions.map((option) => {
          const titleId = `change-plan-${option.plan}-title`;
          const priceId = `change-plan-${option.plan}-price`;
          let badge: string | null = null;
          if (option.plan === subscription.plan) badge = t('subscriptions.changePlan.current');
          else if (option.plan === scheduled) badge = t('subscriptions.changePlan.scheduled');
          return (
            <ChoiceCard
              density="compact"
              key={option.plan}
              name="change-plan"
              value={option.plan}
              checked={(plan ?? scheduled) === option.plan}
              onSelect={() => {
                setPlan(option.plan);
                setMissing(false);
              }}
              labelledBy={titleId}
              describedBy={priceId}
            >
              <span className="flex flex-wrap items-center gap-2">
                <span id={titleId} className="font-bold text-ocean-950">
                  {t(`plans.names.${option.plan}`)}
                </span>
                {badge ? <Badge tone="ocean">{badge}</Badge> : null}
              </span>
              <span id={priceId} className="text-sm font-semibold text-ink tabular-nums">
                {t('subscriptions.perMonth', { amount: formatPrice(option.amount, subscription.currency) })}
              </span>
            </ChoiceCard>
          );
        })}
      </ChoiceGroup>
    </ConfirmDialog>
  );
}

/** What the parent may do now: cancel at period end, resume before the cancellation, or change the plan. */
export function SubscriptionActions({ subscription }: ActionProps) {
  const { t } = useTranslation();
  if (subscription.status === 'canceled') {
    return <p className="text-ink-muted">{t('subscriptions.detail.ended')}</p>;
  }
  if (subscription.status === 'past_due') {
    return <p className="text-ink">{t('subscriptions.detail.overdue')}</p>;
  }
  const resumable = canResume(subscription);
  const scheduledToCancel = subscription.cancelAt !== null;
  const canSwitch = subscription.planOptions.some(
    (option) => option.plan !== (subscription.nextPlan ?? subscription.plan),
  );
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
      {resumable ? <ResumeAction subscription={subscription} /> : null}
      {subscription.status === 'active' && !scheduledToCancel && canSwitch ? (
        <ChangePlanAction subscription={subscription} />
      ) : null}
      {subscription.status === 'active' && !scheduledToCancel ? <CancelAction subscription={subscription} /> : null}
    </div>
  );
}
