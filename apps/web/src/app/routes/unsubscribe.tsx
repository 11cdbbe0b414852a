import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Container } from '../../components/ui/container';
import { UnsubscribePanel } from '../../features/notices/components/unsubscribe-panel';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useNoIndex } from '../../hooks/use-no-index';

/** /unsubscribe?t=…: where an optional mail's "stop these" link lands; works signed out, never indexed. */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const token = useSearchParams()[0].get('t') ?? '';
  useDocumentTitle(t('notices.unsubscribe.title'));
  useNoIndex();
  return (
    <Container className="py-10 sm:py-16">
      <UnsubscribePanel key={token} token={token} />
    </Container>
  );
}
