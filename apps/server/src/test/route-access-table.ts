// The intended access of every API route, written down independently of the routes' own declarations: the
// authorization matrix compares the server's route table with it and calls each route as each caller.
// A new route fails the matrix until it gets a row here; a row whose route is gone fails it too.

/** The callers the matrix signs in (plus "anonymous", who never needs listing: only public routes let it through). */
export type Persona = 'anonymous' | 'parent' | 'instructor' | 'admin' | 'pending athlete' | 'approved athlete';

const everyone: Persona[] = ['anonymous', 'parent', 'instructor', 'admin', 'pending athlete', 'approved athlete'];
/** Any signed-in account in use (an athlete only once approved). */
const signedIn: Persona[] = ['parent', 'instructor', 'admin', 'approved athlete'];
/** Families' routes: parents, and staff acting for a family; athletes never. */
const family: Persona[] = ['parent', 'instructor', 'admin'];
const parentOrAdmin: Persona[] = ['parent', 'admin'];
const staff: Persona[] = ['instructor', 'admin'];
const admin: Persona[] = ['admin'];
const athletes: Persona[] = ['pending athlete', 'approved athlete'];
const approvedAthlete: Persona[] = ['approved athlete'];

export type RouteAccessRow = {
  /** Who gets through the role guard; everyone else gets 401 (anonymous) or 403. */
  who: Persona[];
  /** Whose records it reaches; the ownership tests of each module prove this part. */
  data: string;
};

export const ROUTE_ACCESS: Record<string, RouteAccessRow> = {
  'GET /api/health': { who: everyone, data: 'none' },
  'GET /api/ready': { who: everyone, data: 'none' },
  'POST /api/auth/sign-in/email': { who: everyone, data: 'the account signing in' },
  'POST /api/auth/sign-up/email': { who: everyone, data: 'a new account' },
  'POST /api/auth/request-password-reset': { who: everyone, data: 'the named account (answers alike for any email)' },
  'POST /api/auth/send-verification-email': { who: everyone, data: 'the named account (answers alike for any email)' },
  'POST /api/auth/sign-in/magic-link': { who: everyone, data: 'the named account (answers alike for any email)' },
  'POST /api/auth/reset-password': { who: everyone, data: 'the account of the reset token' },
  'GET /api/auth/*': { who: everyone, data: 'the caller’s own session (only the endpoints the bridge exposes)' },
  'POST /api/auth/*': { who: everyone, data: 'the caller’s own session (only the endpoints the bridge exposes)' },
  'GET /api/me': { who: everyone, data: 'the caller, or null' },
  'GET /api/profile': { who: signedIn, data: 'the caller’s own account' },
  'PATCH /api/profile': { who: signedIn, data: 'the caller’s own account' },
  'POST /api/profile/password': { who: signedIn, data: 'the caller’s own password' },
  'POST /api/profile/email': { who: signedIn, data: 'the caller’s own email (mails the current and the new address)' },
  'GET /api/users/:userId/role': { who: signedIn, data: 'own role; another user’s for admins only' },
  'GET /api/users/:userId/has-role/:role': { who: signedIn, data: 'own role; another user’s for admins only' },

  'POST /api/athletes/register': { who: everyone, data: 'a new athlete account' },
  'GET /api/athlete/status': { who: athletes, data: 'own approval' },
  'GET /api/athlete/dashboard': { who: approvedAthlete, data: 'own swimmer record' },
  'GET /api/athlete/goals': { who: approvedAthlete, data: 'own goals' },
  'POST /api/athlete/goals': { who: approvedAthlete, data: 'own goals' },
  'PATCH /api/athlete/goals/:goalId': { who: approvedAthlete, data: 'own goals' },
  'DELETE /api/athlete/goals/:goalId': { who: approvedAthlete, data: 'own goals' },

  'GET /api/admin/users': { who: admin, data: 'all users' },
  'PATCH /api/admin/users/:userId/role': { who: admin, data: 'any user but oneself' },
  'POST /api/admin/users/:userId/role/undo': { who: admin, data: 'the latest role change of any user but oneself' },
  'GET /api/admin/athletes': { who: admin, data: 'all athlete applications' },
  'POST /api/admin/athletes/:userId/decision': { who: admin, data: 'any athlete application' },
  'GET /api/admin/locations': { who: admin, data: 'all locations' },
  'POST /api/admin/locations': { who: admin, data: 'a new location' },
  'PUT /api/admin/locations/:locationId': { who: admin, data: 'any location' },
  'DELETE /api/admin/locations/:locationId': { who: admin, data: 'any location without classes' },
  'GET /api/admin/classes': { who: admin, data: 'all classes' },
  'POST /api/admin/classes': { who: admin, data: 'a new class' },
  'PUT /api/admin/classes/:classId': { who: admin, data: 'any class' },
  'DELETE /api/admin/classes/:classId': { who: admin, data: 'any class that never had enrollments' },
  'GET /api/admin/enrollments': { who: admin, data: 'all enrollments' },
  'PATCH /api/admin/enrollments/:enrollmentId/status': { who: admin, data: 'any enrollment' },
  'GET /api/admin/analytics': { who: admin, data: 'club-wide figures' },
  'GET /api/admin/products': { who: admin, data: 'all products' },
  'POST /api/admin/products': { who: admin, data: 'a new product' },
  'PUT /api/admin/products/:productId': { who: admin, data: 'any product' },
  'PATCH /api/admin/products/:productId/active': { who: admin, data: 'any product' },
  'POST /api/admin/products/:productId/image': { who: admin, data: 'any product' },
  'GET /api/admin/orders': { who: admin, data: 'all orders' },
  'POST /api/admin/orders/:orderId/cancel': { who: admin, data: 'any order (a paid one is refunded)' },

  'GET /api/classes': { who: everyone, data: 'active classes' },
  'GET /api/locations': { who: everyone, data: 'locations' },
  'GET /api/schedule': { who: everyone, data: 'active classes’ sessions' },
  'GET /api/schedule/upcoming': { who: everyone, data: 'active classes’ sessions' },
  'GET /api/news': { who: everyone, data: 'published news' },
  'GET /api/news/:slug': { who: everyone, data: 'published news' },
  'GET /api/media': { who: everyone, data: 'visible media' },
  'GET /api/people': { who: everyone, data: 'public profiles' },
  'GET /api/products': { who: everyone, data: 'active products' },
  'POST /api/contact': { who: everyone, data: 'a new message' },

  'GET /api/children': { who: family, data: 'own children' },
  'POST /api/children': { who: family, data: 'a child of the caller' },
  'POST /api/registrations': { who: family, data: 'a child of the caller' },
  'GET /api/children/:childId': { who: family, data: 'own children' },
  'PUT /api/children/:childId': { who: family, data: 'own children' },
  'GET /api/children/:childId/activity': { who: family, data: 'own children' },
  'DELETE /api/children/:childId': { who: family, data: 'own children' },
  'PATCH /api/children/:childId/skill-level': { who: family, data: 'own children' },
  'POST /api/children/:childId/enrollments': { who: family, data: 'own children' },
  'DELETE /api/children/:childId/enrollments/:enrollmentId': { who: family, data: 'own children' },
  'POST /api/children/:childId/enrollments/:enrollmentId/transfer': { who: family, data: 'own children' },
  'GET /api/dashboard': { who: family, data: 'own children' },

  'GET /api/instructor/metrics': { who: staff, data: 'the metric catalog' },
  'GET /api/instructor/dashboard': { who: staff, data: 'own classes (admins: all)' },
  'GET /api/instructor/children/:childId': { who: staff, data: 'children of own classes (admins: all)' },
  'POST /api/instructor/children/:childId/assessments': { who: staff, data: 'children of own classes' },
  'POST /api/instructor/children/:childId/achievements': { who: staff, data: 'children of own classes' },
  'POST /api/instructor/children/:childId/times': { who: staff, data: 'children of own classes' },
  'GET /api/instructor/classes/:classId': { who: staff, data: 'own classes (admins: all)' },
  'GET /api/instructor/classes/:classId/sessions': { who: staff, data: 'own classes (admins: all)' },
  'GET /api/instructor/classes/:classId/payments': { who: staff, data: 'own classes (admins: all)' },
  'GET /api/instructor/classes/:classId/attendance': { who: staff, data: 'own classes (admins: all)' },
  'PUT /api/instructor/classes/:classId/attendance': { who: staff, data: 'own classes (admins: all)' },

  'GET /api/children/:childId/payment-options': { who: parentOrAdmin, data: 'own children' },
  'GET /api/enrollment-prices': { who: ['parent'], data: 'own children (a class is public)' },
  'POST /api/children/:childId/payments': { who: parentOrAdmin, data: 'own children' },
  'GET /api/payments': { who: family, data: 'own (instructors: own classes’ children; admins: all)' },
  'GET /api/payments/export.csv': { who: family, data: 'own (instructors: own classes’ children; admins: all)' },
  'GET /api/payments/export.xlsx': { who: family, data: 'own (instructors: own classes’ children; admins: all)' },
  'GET /api/payments/pending-validation': { who: staff, data: 'own classes’ children (admins: all)' },
  'GET /api/payments/:paymentId': { who: family, data: 'own (instructors: own classes’ children; admins: all)' },
  'GET /api/payments/:paymentId/confirmation.pdf': {
    who: family,
    data: 'own (instructors: own classes’ children; admins: all); paid or validated only',
  },
  'POST /api/payments/:paymentId/pay': { who: parentOrAdmin, data: 'own payments' },
  'POST /api/payments/:paymentId/sync': { who: parentOrAdmin, data: 'own payments' },
  'POST /api/payments/:paymentId/validate': { who: staff, data: 'own classes’ children (admins: all)' },
  'GET /api/payments/:paymentId/refunds': { who: parentOrAdmin, data: 'own payments' },
  'POST /api/payments/:paymentId/refunds': { who: admin, data: 'any paid payment' },
  'POST /api/payments/webhook': { who: everyone, data: 'events signed by the provider' },
  'GET /api/subscriptions': { who: parentOrAdmin, data: 'own subscriptions' },
  'GET /api/subscriptions/:subscriptionId': { who: parentOrAdmin, data: 'own subscriptions' },
  'POST /api/subscriptions/:subscriptionId/cancel': { who: parentOrAdmin, data: 'own subscriptions' },
  'POST /api/subscriptions/:subscriptionId/resume': { who: parentOrAdmin, data: 'own subscriptions' },
  'POST /api/subscriptions/:subscriptionId/plan': { who: parentOrAdmin, data: 'own subscriptions' },
  'GET /api/admin/billing/kindergarten': { who: admin, data: 'all kindergarten children' },
  'POST /api/admin/billing/kindergarten': { who: admin, data: 'all kindergarten children' },
  'GET /api/admin/billing/reconciliation': { who: admin, data: 'all mismatches' },
  'POST /api/admin/billing/reconciliation/run': { who: admin, data: 'the ledger' },
  'POST /api/admin/billing/reconciliation/:mismatchId/resolve': { who: admin, data: 'any mismatch' },

  'POST /api/shop/quote': { who: everyone, data: 'current prices and stock' },
  'POST /api/orders': { who: everyone, data: 'a new order (a guest’s or the caller’s)' },
  'POST /api/orders/:orderId/sync': { who: everyone, data: 'the order whose id the buyer holds' },
  'GET /api/orders': { who: signedIn, data: 'own orders, and guest orders under the verified email' },
  'GET /api/orders/:orderId': { who: signedIn, data: 'own orders, and guest orders under the verified email' },
  'GET /api/admin/instructors': { who: admin, data: 'all instructors' },
  'PUT /api/admin/classes/:classId/instructor': { who: admin, data: 'any class, to a user whose role is instructor' },
  'POST /api/admin/instructors/:userId/coach-profile': { who: admin, data: 'any instructor without a profile' },
  'GET /api/admin/coach-profiles': { who: admin, data: 'all coach profiles' },
  'GET /api/admin/coach-profiles/:profileId': { who: admin, data: 'any coach profile' },
  'PUT /api/admin/coach-profiles/:profileId': { who: admin, data: 'any coach profile' },
  'POST /api/admin/coach-profiles/:profileId/photo': { who: admin, data: 'any coach profile' },
  'GET /api/admin/athlete-profiles': { who: admin, data: 'all athlete profiles' },
  'POST /api/admin/athlete-profiles': { who: admin, data: 'a new athlete profile' },
  'PUT /api/admin/athlete-profiles/:profileId': { who: admin, data: 'any athlete profile' },
  'DELETE /api/admin/athlete-profiles/:profileId': { who: admin, data: 'any athlete profile' },
  'POST /api/admin/athlete-profiles/:profileId/photo': { who: admin, data: 'any athlete profile' },
  'GET /api/admin/children': { who: admin, data: 'all children' },
  'GET /api/admin/children/:childId': { who: admin, data: 'any child' },
  'PUT /api/admin/children/:childId': { who: admin, data: 'any child' },
  'GET /api/admin/children/:childId/activity': { who: admin, data: 'any child' },
  'POST /api/admin/children/:childId/enrollments/:enrollmentId/transfer': { who: admin, data: 'any child' },

  'GET /api/admin/news': { who: admin, data: 'all articles, drafts included' },
  'POST /api/admin/news': { who: admin, data: 'a new draft article' },
  'PUT /api/admin/news/:newsId': { who: admin, data: 'any article' },
  'PATCH /api/admin/news/:newsId/published': { who: admin, data: 'any article' },
  'POST /api/admin/news/:newsId/image': { who: admin, data: 'any article' },
  'DELETE /api/admin/news/:newsId': { who: admin, data: 'any article' },
  'GET /api/admin/media': { who: admin, data: 'the whole gallery, hidden items included' },
  'POST /api/admin/media': { who: admin, data: 'a new gallery item' },
  'PUT /api/admin/media/:mediaId': { who: admin, data: 'any gallery item' },
  'PATCH /api/admin/media/:mediaId/hidden': { who: admin, data: 'any gallery item' },
  'POST /api/admin/media/:mediaId/move': { who: admin, data: 'the gallery order' },
  'DELETE /api/admin/media/:mediaId': { who: admin, data: 'any gallery item' },

  'GET /api/club/settings': { who: everyone, data: 'the club’s public details' },
  'GET /api/admin/settings': { who: admin, data: 'the club’s settings' },
  'PUT /api/admin/settings': { who: admin, data: 'the club’s settings' },
  'GET /api/admin/inbox': { who: admin, data: 'all contact messages' },
  'GET /api/admin/inbox/summary': { who: admin, data: 'the count of unread contact messages' },
  'GET /api/admin/inbox/:messageId': { who: admin, data: 'any contact message' },
  'POST /api/admin/inbox/:messageId/read': { who: admin, data: 'any contact message' },
  'PUT /api/admin/inbox/:messageId/status': { who: admin, data: 'any contact message' },
  'POST /api/admin/inbox/:messageId/replies': { who: admin, data: 'any contact message (mails its sender)' },
  'GET /api/admin/audit': { who: admin, data: 'the whole audit log' },
};
