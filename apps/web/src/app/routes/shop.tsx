import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { Container } from '../../components/ui/container';
import { ProductCatalog } from '../../features/shop/components/product-catalog';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function ShopPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('shop.title'));
  return (
    <>
      <PageHeader title={t('shop.title')} lead={t('shop.lead')} />
      <Container className="py-10 sm:py-12">
        <ProductCatalog />
      </Container>
    </>
  );
}
