import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { useAuthErrorToast } from '../../features/auth/hooks/use-auth-error-toast';
import { AppReady } from '../app-ready';
import { AthleteGate } from '../guards/athlete-gate';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Header, the page (lazy, with a 'Loading...' fallback; athletes kept to their area) and footer around every route. */
export function RootLayout() {
  const { t } = useTranslation();
  useAuthErrorToast();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-full bg-ocean-900 px-5 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('nav.skipToContent')}
      </a>
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense fallback={<PageLoading />}>
          <AthleteGate>
            <Outlet />
          </AthleteGate>
          <AppReady part="page" />
        </Suspense>
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
