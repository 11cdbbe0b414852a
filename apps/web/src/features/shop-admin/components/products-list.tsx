import type { AdminProduct } from '@swim/shared/api/admin-shop';
import { PRODUCT_CATEGORIES } from '@swim/shared/enums';
import { pickText } from '@swim/shared/localized-text';
import { DEFAULT_CURRENCY, formatMoney } from '@swim/shared/money';
import { Package, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EditButton } from '../../../components/edit-button';
import { ListThumbnail } from '../../../components/list-thumbnail';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useEditDialog } from '../../../hooks/use-edit-dialog';
import { useLanguage } from '../../../hooks/use-language';
import { getErrorMessageKey } from '../../../lib/error-message';
import { oneOf } from '../../../lib/one-of';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { ListFrame } from '../../../components/list-frame';
import { ListToolbar } from '../../../components/list-toolbar';
import { useListParams } from '../../../hooks/use-list-params';
import { useAdminProducts } from '../api/get-admin-products';
import { useSetProductActive } from '../api/set-product-active';
import { ProductFormDialog } from './product-form-dialog';

export const PRODUCTS_PAGE_SIZE = 20;
const STATUSES = ['all', 'active', 'inactive'] as const;
const SORTS = ['name', 'price', 'stock', 'createdAt'] as const;

function ProductRow({ product, onEdit }: { product: AdminProduct; onEdit: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const toggle = useSetProductActive();
  const name = pickText(product.name, language);

  async function toggleActive() {
    const active = !product.active;
    try {
      await toggle.mutateAsync({ id: product.id, active });
      showSuccessToast(t(active ? 'shopAdmin.products.activated' : 'shopAdmin.products.deactivated', { name }));
    } catch (error) {
      showDestructiveToast(t('shopAdmin.products.updateFailed'), t(getErrorMessageKey(error)));
    }
  }

  return (
    <li className="grid grid-cols-[4rem_minmax(0,1fr)] gap-x-4 gap-y-3 px-4 py-4 sm:px-5 md:grid-cols-[4rem_minmax(0,2fr)_minmax(0,1fr)_auto] md:items-center">
      <ListThumbnail url={product.thumbnailUrl} />
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
          <span className="break-words">{name}</span>
          <Badge tone="ocean">{t(`shop.categories.${product.category}`)}</Badge>
          {product.active ? null : <Badge tone="sand">{t('admin.common.inactive')}</Badge>}
        </p>
        <p className="text-sm text-ink-muted">{formatMoney(product.price, product.currency, language)}</p>
      </div>
      <p className="col-start-2 text-sm text-ink-muted md:col-start-auto">
        {t('shopAdmin.products.stockCount', { count: product.stockQuantity })}
        {product.reserved > 0 ? (
          <span className="block">{t('shopAdmin.products.reservedCount', { count: product.reserved })}</span>
        ) : null}
      </p>
      <div className="col-span-2 flex flex-wrap gap-2 md:col-span-1 md:justify-end">
        <EditButton name={name} onClick={onEdit} />
        <Button
          variant="outline"
          size="sm"
          disabled={toggle.isPending}
          onClick={() => void toggleActive()}
          aria-label={t(product.active ? 'shopAdmin.products.deactivateNamed' : 'shopAdmin.products.activateNamed', {
            name,
          })}
        >
          {t(product.active ? 'admin.common.deactivate' : 'admin.common.activate')}
        </Button>
      </div>
    </li>
  );
}

/** Products: search, filter by category and status, sort; create, edit (photo included), activate or deactivate. */
export function ProductsList() {
  const { t } = useTranslation();
  const list = useListParams();
  const dialog = useEditDialog<AdminProduct>();
  const query = {
    search: list.get('q'),
    category: oneOf(PRODUCT_CATEGORIES, list.get('category')),
    status: oneOf(STATUSES, list.get('status')) ?? 'all',
    sort: oneOf(SORTS, list.get('sort')) ?? 'name',
    page: list.page,
    pageSize: PRODUCTS_PAGE_SIZE,
  };
  const products = useAdminProducts(query);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex justify-end">
        <Button onClick={() => dialog.openFor()}>
          <Plus aria-hidden="true" />
          {t('shopAdmin.products.new')}
        </Button>
      </div>
      <ListToolbar
        searchLabel={t('admin.common.search')}
        searchPlaceholder={t('shopAdmin.products.searchPlaceholder')}
        search={list.search}
        onSearch={list.setSearch}
        filters={[
          {
            key: 'category',
            label: t('shopAdmin.products.category'),
            value: query.category ?? '',
            options: [
              { value: '', label: t('shop.categories.all') },
              ...PRODUCT_CATEGORIES.map((category) => ({ value: category, label: t(`shop.categories.${category}`) })),
            ],
          },
          {
            key: 'status',
            label: t('admin.common.status'),
            value: query.status,
            options: STATUSES.map((status) => ({ value: status, label: t(`admin.common.statuses.${status}`) })),
          },
          {
            key: 'sort',
            label: t('admin.common.sortBy'),
            value: query.sort,
            options: SORTS.map((sort) => ({ value: sort, label: t(`shopAdmin.products.sorts.${sort}`) })),
          },
        ]}
        onFilter={(key, value) => list.update({ [key]: value || undefined })}
      />
      <ListFrame
        query={products}
        label={t('shopAdmin.products.title')}
        totalText={(count) => t('shopAdmin.products.total', { count })}
        empty={{ icon: Package, title: t('shopAdmin.products.empty'), hint: t('admin.common.emptyHint') }}
        hrefFor={list.hrefFor}
        renderItem={(product) => (
          <ProductRow key={product.id} product={product} onEdit={() => dialog.openFor(product)} />
        )}
      />
      <ProductFormDialog
        open={dialog.open}
        onOpenChange={dialog.setOpen}
        product={dialog.editing}
        // A product keeps the currency it is priced in; only a new one takes the club's.
        currency={dialog.editing?.currency ?? products.data?.currency ?? DEFAULT_CURRENCY}
      />
    </div>
  );
}
