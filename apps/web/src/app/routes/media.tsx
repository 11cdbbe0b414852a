import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { Container } from '../../components/ui/container';
import { MediaGallery } from '../../features/media/components/media-gallery';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function MediaPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('media.title'));
  return (
    <>
      <PageHeader title={t('media.title')} lead={t('media.lead')} />
      <Container className="py-10 sm:py-12">
        <MediaGallery />
      </Container>
    </>
  );
}
