import { type ComponentType, lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireAuth } from './guards/require-auth';
import { RequireRole } from './guards/require-role';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './routes/route-error';

/** A page loaded on first visit; the layout's Suspense shows 'Loading...' meanwhile. */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  const Page = lazy(async () => {
    const component: ComponentType = (await load())[name];
    return { default: component };
  });
  return <Page />;
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
          { path: '/', element: page(() => import('./routes/home'), 'HomePage') },
          { path: '/auth', element: page(() => import('./routes/auth'), 'AuthPage') },
          { path: '/club', element: page(() => import('./routes/club'), 'ClubPage') },
          { path: '/coaches', element: page(() => import('./routes/coaches'), 'CoachesPage') },
          { path: '/media', element: page(() => import('./routes/media'), 'MediaPage') },
          { path: '/contact', element: page(() => import('./routes/contact'), 'ContactPage') },
          {
            path: '/athlete/register',
            element: page(() => import('./routes/athlete-register'), 'AthleteRegisterPage'),
          },
          { path: '/athlete/pending', element: page(() => import('./routes/athlete-pending'), 'AthletePendingPage') },
          { path: '/shop', element: page(() => import('./routes/shop'), 'ShopPage') },
          { path: '/checkout', element: page(() => import('./routes/checkout'), 'CheckoutPage') },
          { path: '/news', element: page(() => import('./routes/news'), 'NewsPage') },
          { path: '/news/:slug', element: page(() => import('./routes/news-article'), 'NewsArticlePage') },
          // Signed in (athlete pages also need the athlete role)
          {
            element: <RequireAuth />,
            children: [
              {
                element: <RequireRole requiredRole="athlete" />,
                children: [
                  {
                    path: '/athlete/dashboard',
                    element: page(() => import('./routes/athlete-dashboard'), 'AthleteDashboardPage'),
                  },
                  { path: '/athlete/goals', element: page(() => import('./routes/athlete-goals'), 'AthleteGoalsPage') },
                ],
              },
              { path: '/dashboard', element: page(() => import('./routes/dashboard'), 'DashboardPage') },
              { path: '/register-child', element: page(() => import('./routes/register-child'), 'RegisterChildPage') },
              { path: '/add-child', element: page(() => import('./routes/add-child'), 'AddChildPage') },
              {
                path: '/enroll-child/:childId',
                element: page(() => import('./routes/enroll-child'), 'EnrollChildPage'),
              },
              { path: '/child/:childId', element: page(() => import('./routes/child-profile'), 'ChildProfilePage') },
              {
                path: '/child/:childId/payment',
                element: page(() => import('./routes/child-payment'), 'ChildPaymentPage'),
              },
              {
                path: '/child/:childId/subscription/:subscriptionId',
                element: page(() => import('./routes/child-subscription'), 'ChildSubscriptionPage'),
              },
              { path: '/subscriptions', element: page(() => import('./routes/subscriptions'), 'SubscriptionsPage') },
              { path: '/payments', element: page(() => import('./routes/payments'), 'PaymentsPage') },
              { path: '/orders', element: page(() => import('./routes/orders'), 'OrdersPage') },
              { path: '/orders/:orderId', element: page(() => import('./routes/order-detail'), 'OrderDetailPage') },
              // Instructor
              {
                element: <RequireRole requiredRole="instructor" />,
                children: [
                  {
                    path: '/instructor-dashboard',
                    element: page(() => import('./routes/instructor-dashboard'), 'InstructorDashboardPage'),
                  },
                  {
                    path: '/instructor/class/:classId',
                    element: page(() => import('./routes/instructor-class'), 'InstructorClassPage'),
                  },
                  {
                    path: '/instructor/assess/:childId',
                    element: page(() => import('./routes/instructor-assess'), 'InstructorAssessPage'),
                  },
                ],
              },
              // Admin
              {
                element: <RequireRole requiredRole="admin" />,
                children: [{ path: '/admin', element: page(() => import('./routes/admin'), 'AdminPage') }],
              },
            ],
          },
          { path: '*', element: page(() => import('./routes/not-found'), 'NotFoundPage') },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
