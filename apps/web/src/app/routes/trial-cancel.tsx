import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Container } from '../../components/ui/container';
import { TrialCancelPanel } from '../../features/trials/components/trial-cancel-panel';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useNoIndex } from '../../hooks/use-no-index';

/** /trial/cancel?t=…: where a trial mail's "cancel" link lands; asks to confirm, works signed out, never indexed. */
export function TrialCancelPage() {
  const { t } = useTranslation();
  const token = useSearchParams()[0].get('t') ?? '';
  useDocumentTitle(t('trials.cancel.title'));
  useNoIndex();
  return (
    <Container className="py-10 sm:py-16">
      <TrialCancelPanel key={token} token={token} />
    </Container>
  );
}
