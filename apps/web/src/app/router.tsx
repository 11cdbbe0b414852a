import { type ComponentType, lazy, useState } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RequireAuth } from './guards/require-auth';
import { RequireRole } from './guards/require-role';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './routes/route-error';

type PageHandle = { preload: () => Promise<unknown> };

/**
 * A page loaded on first visit; the layout's Suspense shows 'Loading...' meanwhile. Its route's handle starts the
 * download earlier (preloadRoute); once the module is in, the page renders at once instead of suspending for a turn
 * (React would then hold the 'Loading...' fallback on screen for at least 300 ms).
 */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  let loaded: ComponentType | undefined;
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded = module[name];
        return { default: loaded };
      },
      (err: unknown) => {
        // A failed download (a deploy replaced the chunk, the network dropped) is tried again next time.
        loading = undefined;
        throw err;
      },
    );
    return loading;
  };
  const LazyPage = lazy(preload);
  function Page() {
    // Chosen once per mount: switching from LazyPage to the module's component later would remount the page.
    const [Component] = useState(() => loaded ?? LazyPage);
    return <Component />;
  }
  const handle: PageHandle = { preload };
  return { element: <Page />, handle };
}

/**
 * The spec's §2 route table. RequireAuth and RequireRole wrap the members' pages; the athlete approval rule
 * applies to every path (AthleteGate in the layout).
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          // Public
          { path: '/', ...page(() => import('./routes/home'), 'HomePage') },
          { path: '/auth', ...page(() => import('./routes/auth'), 'AuthPage') },
          { path: '/club', ...page(() => import('./routes/club'), 'ClubPage') },
          { path: '/coaches', ...page(() => import('./routes/coaches'), 'CoachesPage') },
          { path: '/media', ...page(() => import('./routes/media'), 'MediaPage') },
          { path: '/contact', ...page(() => import('./routes/contact'), 'ContactPage') },
          {
            path: '/athlete/register',
            ...page(() => import('./routes/athlete-register'), 'AthleteRegisterPage'),
          },
          { path: '/athlete/pending', ...page(() => import('./routes/athlete-pending'), 'AthletePendingPage') },
          { path: '/shop', ...page(() => import('./routes/shop'), 'ShopPage') },
          { path: '/checkout', ...page(() => import('./routes/checkout'), 'CheckoutPage') },
          { path: '/news', ...page(() => import('./routes/news'), 'NewsPage') },
          { path: '/schedule', ...page(() => import('./routes/schedule'), 'SchedulePage') },
          { path: '/news/:slug', ...page(() => import('./routes/news-article'), 'NewsArticlePage') },
          // A mail's one-click unsubscribe link: no sign-in, not rendered on the server, not indexed.
          { path: '/unsubscribe', ...page(() => import('./routes/unsubscribe'), 'UnsubscribePage') },
          // Trial lessons: a visitor books one without an account; the mail's cancel link is personal (not indexed).
          { path: '/trial/:classId', ...page(() => import('./routes/trial'), 'TrialPage') },
          { path: '/trial/cancel', ...page(() => import('./routes/trial-cancel'), 'TrialCancelPage') },
          // A waiting-list offer's accept and decline links: no sign-in, not rendered on the server, not indexed.
          { path: '/waitlist/offer', ...page(() => import('./routes/waitlist-offer'), 'WaitlistOfferPage') },
          // Signed in (athlete pages also need the athlete role)
          {
            element: <RequireAuth />,
            children: [
              {
                element: <RequireRole requiredRole="athlete" />,
                children: [
                  {
                    path: '/athlete/dashboard',
                    ...page(() => import('./routes/athlete-dashboard'), 'AthleteDashboardPage'),
                  },
                  { path: '/athlete/goals', ...page(() => import('./routes/athlete-goals'), 'AthleteGoalsPage') },
                  { path: '/athlete/profile', ...page(() => import('./routes/profile'), 'ProfilePage') },
                ],
              },
              { path: '/dashboard', ...page(() => import('./routes/dashboard'), 'DashboardPage') },
              { path: '/profile', ...page(() => import('./routes/profile'), 'ProfilePage') },
              { path: '/register-child', ...page(() => import('./routes/register-child'), 'RegisterChildPage') },
              { path: '/add-child', ...page(() => import('./routes/add-child'), 'AddChildPage') },
              {
                path: '/enroll-child/:childId',
                ...page(() => import('./routes/enroll-child'), 'EnrollChildPage'),
              },
              { path: '/child/:childId', ...page(() => import('./routes/child-profile'), 'ChildProfilePage') },
              {
                path: '/child/:childId/payment',
                ...page(() => import('./routes/child-payment'), 'ChildPaymentPage'),
              },
              {
                path: '/child/:childId/subscription/:subscriptionId',
                ...page(() => import('./routes/child-subscription'), 'ChildSubscriptionPage'),
              },
              { path: '/subscriptions', ...page(() => import('./routes/subscriptions'), 'SubscriptionsPage') },
              { path: '/payments', ...page(() => import('./routes/payments'), 'PaymentsPage') },
              { path: '/orders', ...page(() => import('./routes/orders'), 'OrdersPage') },
              { path: '/orders/:orderId', ...page(() => import('./routes/order-detail'), 'OrderDetailPage') },
              // Instructor
              {
                element: <RequireRole requiredRole="instructor" />,
                children: [
                  {
                    path: '/instructor-dashboard',
                    ...page(() => import('./routes/instructor-dashboard'), 'InstructorDashboardPage'),
                  },
                  {
                    path: '/instructor/class/:classId',
                    ...page(() => import('./routes/instructor-class'), 'InstructorClassPage'),
                  },
                  {
                    path: '/instructor/assess/:childId',
                    ...page(() => import('./routes/instructor-assess'), 'InstructorAssessPage'),
                  },
                ],
              },
              // Admin
              {
                element: <RequireRole requiredRole="admin" />,
                children: [{ path: '/admin', ...page(() => import('./routes/admin'), 'AdminPage') }],
              },
            ],
          },
          { path: '*', ...page(() => import('./routes/not-found'), 'NotFoundPage') },
        ],
      },
    ],
  },
];

export function createRouter() {
  const key = keyThisEntry();
  // A page opened afresh is where the browser put it: at the top, or wherever the visitor scrolled before the app took
  // the server's page over (a slow phone takes seconds). Without hydration data the router scrolls to the top when it
  // first renders, and a tap aimed at a button further down lands on whatever the jump brings under the finger. An
  // entry the router has a position for (a reload, Back into the app) is left to it to restore.
  return createBrowserRouter(routes, hasSavedScrollPosition(key) ? {} : { hydrationData: {} });
}

/** React Router's store of scroll positions per history entry key (ScrollRestoration, session storage). */
const SCROLL_POSITIONS = 'react-router-scroll-positions';

function hasSavedScrollPosition(key: string): boolean {
  try {
    const saved: unknown = JSON.parse(window.sessionStorage.getItem(SCROLL_POSITIONS) ?? '{}');
    return typeof saved === 'object' && saved !== null && key in saved;
  } catch {
    return false;
  }
}

/**
 * Gives the history entry a page was loaded into a key of its own. React Router keys an entry it did not create
 * (an address typed or followed from outside, the return from the card checkout) as 'default', and ScrollRestoration
 * keeps one position per key: every such page would open at the last such page's scroll position (a payment's
 * result at the form's button, down by the footer). A reload or Back keeps the entry's state, so the key and its
 * position stay.
 */
function keyThisEntry(): string {
  const state: unknown = window.history.state;
  if (state && typeof state === 'object' && 'key' in state) return String(state.key);
  const key = Math.random().toString(36).slice(2, 10);
  window.history.replaceState({ usr: null, key, idx: 0 }, '');
  return key;
}

/**
 * Starts downloading the page at `pathname`, so it arrives beside the first script's other work; resolves when it is
 * in (or failed: the page itself then shows the error when it renders).
 */
export function preloadRoute(pathname: string): Promise<unknown> {
  const loads = (matchRoutes(routes, pathname) ?? []).map((match) => {
    const handle = match.route.handle as PageHandle | undefined;
    return handle?.preload();
  });
  return Promise.allSettled(loads);
}
