// The "Consents" section of the admin's child record (issue 29): what the family answered, with each text and the
// history, and the answer of a signed paper form recorded by the admin (a family without an account, a form handed
// in at the pool). The family sees such an answer on the child's profile as recorded by the club.
import type { ConsentKind } from '@swim/shared/privacy';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsentsList } from '../../../components/consents-list';
import { Skeleton } from '../../../components/ui/skeleton';
import { useErrorText } from '../../../hooks/use-error-text';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { useAdminChildConsents, useRecordPaperConsent } from '../api/child-consents';

export function ChildConsentsSection({ childId, childName }: { childId: string; childName: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const headingId = useId();
  const consents = useAdminChildConsents(childId);
  const record = useRecordPaperConsent(childId);
  const onAnswer = async (kind: ConsentKind, granted: boolean, textVersion: number) => {
    try {
      await record.mutateAsync({ kind, granted, textVersion });
      showSuccessToast(t('consents.paper.saved'), t(`consents.kinds.${kind}`));
    } catch (error) {
      showDestructiveToast(t('consents.paper.failed'), errorText(error));
    }
  };
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-(--radius-card) border border-sand-200 bg-white p-5 shadow-card"
    >
      <div className="flex flex-col gap-1">
        <h3 id={headingId} className="text-xl font-bold text-ocean-950">
          {t('consents.title')}
        </h3>
        <p className="text-sm text-ink-muted">{t('consents.paper.hint', { name: childName })}</p>
      </div>
      {consents.data ? (
        <ConsentsList view={consents.data} name={childName} onAnswer={onAnswer} answeredElsewhere="athlete" paper />
      ) : consents.isError ? (
        <p className="text-sm text-red-800">{errorText(consents.error)}</p>
      ) : (
        <Skeleton className="h-40 w-full rounded-2xl" />
      )}
    </section>
  );
}
