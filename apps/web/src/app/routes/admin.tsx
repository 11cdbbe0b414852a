import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { Container } from '../../components/ui/container';
import { AdminConsole, type AdminSlots } from '../../features/admin/components/admin-console';
import { ChildrenTab } from '../../features/admin/components/children-tab';
import { ChildRecordTabs } from '../../features/children/components/child-record-tabs';
import { ErasureRequestsAdmin } from '../../features/erasure/components/erasure-requests-admin';
import { InboxBadge } from '../../features/club-admin/components/inbox-badge';
import { useDocumentTitle } from '../../hooks/use-document-title';

// Billing is loaded when its tab is first opened, so the other tabs do not wait for it.
const LazyBillingTab = lazy(async () => ({
  default: (await import('../../features/billing/components/billing-tab')).BillingTab,
}));

// The shop's products and orders, likewise loaded on first opening.
const LazyShopAdminPanel = lazy(async () => ({
  default: (await import('../../features/shop-admin/components/shop-admin-panel')).ShopAdminPanel,
}));

// News and the media gallery, likewise loaded on first opening.
const LazyContentAdminPanel = lazy(async () => ({
  default: (await import('../../features/content-admin/components/content-admin-panel')).ContentAdminPanel,
}));

function ContentSlot() {
  return (
    <Suspense fallback={<PageLoading />}>
      <LazyContentAdminPanel />
    </Suspense>
  );
}

function ProductsSlot() {
  return (
    <Suspense fallback={<PageLoading />}>
      <LazyShopAdminPanel />
    </Suspense>
  );
}

function BillingSlot() {
  return (
    <Suspense fallback={<PageLoading />}>
      <LazyBillingTab />
    </Suspense>
  );
}

/** The children area shows each child's record with the parent profile's own tabs. */
function ChildrenSlot() {
  return <ChildrenTab ChildRecord={ChildRecordTabs} />;
}

// The club's settings, inbox and audit log, likewise loaded on first opening (the badge is small and always shown).
const LazySettingsTab = lazy(async () => ({
  default: (await import('../../features/club-admin/components/settings-tab')).SettingsTab,
}));
const LazyInboxTab = lazy(async () => ({
  default: (await import('../../features/club-admin/components/inbox-tab')).InboxTab,
}));
const LazyAuditTab = lazy(async () => ({
  default: (await import('../../features/club-admin/components/audit-tab')).AuditTab,
}));

// The club's closures, likewise loaded on first opening.
const LazyClosuresAdminPanel = lazy(async () => ({
  default: (await import('../../features/closures/components/closures-admin-panel')).ClosuresAdminPanel,
}));

function ClosuresSlot() {
  return (
    <Suspense fallback={<PageLoading />}>
      <LazyClosuresAdminPanel />
    </Suspense>
  );
}

function SettingsSlot() {
  return (
    <Suspense fallback={<PageLoading />}>
      <LazySettingsTab />
    </Suspense>
  );
}

function InboxSlot() {
  return (
    <Suspense fallback={<PageLoading />}>
      <LazyInboxTab />
    </Suspense>
  );
}

function AuditSlot() {
  return (
    <Suspense fallback={<PageLoading />}>
      <LazyAuditTab />
    </Suspense>
  );
}

// Trial lessons and their conversion, likewise loaded on first opening.
const LazyTrialsAdminPanel = lazy(async () => ({
  default: (await import('../../features/trials/components/trials-admin-panel')).TrialsAdminPanel,
}));

function TrialsSlot() {
  return (
    <Suspense fallback={<PageLoading />}>
      <LazyTrialsAdminPanel />
    </Suspense>
  );
}

/** Admin areas built by other features, composed here (features do not import each other). */
const ADMIN_SLOTS: AdminSlots = {
  billing: BillingSlot,
  products: ProductsSlot,
  children: ChildrenSlot,
  content: ContentSlot,
  settings: SettingsSlot,
  inbox: InboxSlot,
  inboxBadge: InboxBadge,
  audit: AuditSlot,
  closures: ClosuresSlot,
  trials: TrialsSlot,
  erasureRequests: ErasureRequestsAdmin,
};

export function AdminPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.title'));
  return (
    <>
      <PageHeader title={t('admin.title')} lead={t('admin.lead')} />
      <Container className="py-10 sm:py-12">
        <AdminConsole slots={ADMIN_SLOTS} />
      </Container>
    </>
  );
}
