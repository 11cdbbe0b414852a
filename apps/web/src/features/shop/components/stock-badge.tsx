import { PackageCheck, PackageX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';

/** 'In stock' (with how many, when asked) or 'Out of stock'. */
export function StockBadge({ stock, showCount = false }: { stock: number; showCount?: boolean }) {
  const { t } = useTranslation();
  if (stock <= 0) {
    return (
      <Badge tone="danger">
        <PackageX aria-hidden="true" />
        {t('shop.outOfStock')}
      </Badge>
    );
  }
  return (
    <Badge tone="success">
      <PackageCheck aria-hidden="true" />
      {showCount ? t('shop.inStockCount', { count: stock }) : t('shop.inStock')}
    </Badge>
  );
}
