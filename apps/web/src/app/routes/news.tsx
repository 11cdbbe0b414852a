import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { Container } from '../../components/ui/container';
import { NewsFeed } from '../../features/news/components/news-feed';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function NewsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('news.title'));
  return (
    <>
      <PageHeader title={t('news.title')} lead={t('news.lead')} />
      <Container className="py-10 sm:py-12">
        <NewsFeed />
      </Container>
    </>
  );
}
