import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { Container } from '../../components/ui/container';
import { AdminConsole } from '../../features/admin/components/admin-console';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function AdminPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.title'));
  return (
    <>
      <PageHeader title={t('admin.title')} lead={t('admin.lead')} />
      <Container className="py-10 sm:py-12">
        <AdminConsole />
      </Container>
    </>
  );
}
