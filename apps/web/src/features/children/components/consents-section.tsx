import type { Child } from '@swim/shared/api/children';
import type { ConsentKind } from '@swim/shared/privacy';
import { useTranslation } from 'react-i18next';
import { ConsentsList } from '../../../components/consents-list';
import { Skeleton } from '../../../components/ui/skeleton';
import { useErrorText } from '../../../hooks/use-error-text';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { useAnswerChildConsent, useChildConsents } from '../api/consents';
import { TabSection } from './tab-section';

/** The child's consents on the profile: the parent reads each text, gives or withdraws it, and sees every answer. */
export function ConsentsSection({ child }: { child: Child }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const consents = useChildConsents(child.id);
  const answer = useAnswerChildConsent(child.id);
  const onAnswer = async (kind: ConsentKind, granted: boolean, textVersion: number) => {
    try {
      await answer.mutateAsync({ kind, granted, textVersion });
      showSuccessToast(t(granted ? 'consents.savedGiven' : 'consents.savedWithdrawn'), t(`consents.kinds.${kind}`));
    } catch (error) {
      showDestructiveToast(t('consents.failed'), errorText(error));
    }
  };
  return (
    <TabSection title={t('consents.title')}>
      <p className="text-sm text-ink-muted">{t('consents.intro', { name: child.fullName })}</p>
      {consents.data ? (
        <ConsentsList view={consents.data} name={child.fullName} onAnswer={onAnswer} answeredElsewhere="athlete" />
      ) : consents.isError ? (
        <p className="text-sm text-red-800">{errorText(consents.error)}</p>
      ) : (
        <Skeleton className="h-40 w-full rounded-2xl" />
      )}
    </TabSection>
  );
}
