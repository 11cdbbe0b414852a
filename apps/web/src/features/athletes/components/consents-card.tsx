import type { ConsentKind } from '@swim/shared/privacy';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ConsentsList } from '../../../components/consents-list';
import { Skeleton } from '../../../components/ui/skeleton';
import { useErrorText } from '../../../hooks/use-error-text';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { useAnswerAthleteConsent, useAthleteConsents } from '../api/consents';
import { DashboardCard } from './dashboard-card';

/** The athlete's own consents: from 14 they answer them here; younger, their parent does on the child's profile. */
export function ConsentsCard({ name }: { name: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const consents = useAthleteConsents();
  const answer = useAnswerAthleteConsent();
  const onAnswer = async (kind: ConsentKind, granted: boolean, textVersion: number) => {
    try {
      await answer.mutateAsync({ kind, granted, textVersion });
      showSuccessToast(t(granted ? 'consents.savedGiven' : 'consents.savedWithdrawn'), t(`consents.kinds.${kind}`));
    } catch (error) {
      showDestructiveToast(t('consents.failed'), errorText(error));
    }
  };
  return (
    <DashboardCard id="athlete-consents" icon={ShieldCheck} title={t('consents.athleteTitle')}>
      <p className="mb-4 text-sm text-ink-muted">{t('consents.athleteIntro')}</p>
      {consents.data ? (
        <ConsentsList view={consents.data} name={name} onAnswer={onAnswer} answeredElsewhere="parent" />
      ) : consents.isError ? (
        <p className="text-sm text-red-800">{errorText(consents.error)}</p>
      ) : (
        <Skeleton className="h-40 w-full rounded-2xl" />
      )}
    </DashboardCard>
  );
}
