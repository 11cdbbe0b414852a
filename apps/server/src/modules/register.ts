// Every API module, mounted under /api. A new module is added here.
import type { FastifyInstance } from 'fastify';
import { adminAnalyticsRoutes } from './admin/analytics.routes.js';
import { adminChildRoutes } from './admin/children.routes.js';
import { adminClassRoutes } from './admin/classes.routes.js';
import { adminEnrollmentRoutes } from './admin/enrollments.routes.js';
import { adminInstructorRoutes } from './admin/instructors.routes.js';
import { adminLocationRoutes } from './admin/locations.routes.js';
import { adminPeopleProfileRoutes } from './admin/people-profiles.routes.js';
import { adminUserRoutes } from './admin/users.routes.js';
import { auditRoutes } from './audit/audit.routes.js';
import { athleteRoutes } from './athletes/athletes.routes.js';
import { childrenRoutes } from './children/children.routes.js';
import { dashboardRoutes } from './dashboard/dashboard.routes.js';
import { classOptionRoutes } from './enrollments/classes.routes.js';
import { authRoutes } from './auth/auth.routes.js';
import { clubRoutes } from './club/club.routes.js';
import { contactRoutes } from './contact/contact.routes.js';
import { contentAdminRoutes } from './content-admin/content-admin.routes.js';
import { inboxRoutes } from './contact/inbox.routes.js';
import { contentRoutes } from './content/content.routes.js';
import { healthRoutes } from './health/health.routes.js';
import { instructorRoutes } from './instructor/instructor.routes.js';
import { billingRoutes } from './payments/billing.routes.js';
import { paymentRoutes } from './payments/payments.routes.js';
import { profileRoutes } from './profile/profile.routes.js';
import { webhookRoutes } from './payments/webhook.routes.js';
import { adminOrderRoutes } from './shop/admin-orders.routes.js';
import { adminProductRoutes } from './shop/admin-products.routes.js';
import { orderRoutes } from './shop/orders.routes.js';
import { shopRoutes } from './shop/shop.routes.js';
import { registerOrderCheckouts } from './shop/settle-order.js';
import { settingsRoutes } from './settings/settings.routes.js';

export async function registerModules(app: FastifyInstance): Promise<void> {
  // First, before the app serves a webhook or runs a job: the modules above payments register their checkout kinds
  // (payments hands such a checkout to its module's settler and imports none of them).
  registerOrderCheckouts(app.payments);
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(athleteRoutes);
  await app.register(adminUserRoutes);
  await app.register(adminLocationRoutes);
  await app.register(adminClassRoutes);
  await app.register(adminEnrollmentRoutes);
  await app.register(adminAnalyticsRoutes);
  await app.register(adminInstructorRoutes);
  await app.register(adminPeopleProfileRoutes);
  await app.register(adminChildRoutes);
  await app.register(classOptionRoutes);
  await app.register(childrenRoutes);
  await app.register(profileRoutes);
  await app.register(dashboardRoutes);
  await app.register(instructorRoutes);
  await app.register(clubRoutes);
  await app.register(contentRoutes);
  await app.register(shopRoutes);
  await app.register(orderRoutes);
  await app.register(adminProductRoutes);
  await app.register(adminOrderRoutes);
  await app.register(contentAdminRoutes);
  await app.register(contactRoutes);
  await app.register(paymentRoutes);
  await app.register(billingRoutes);
  await app.register(webhookRoutes);
  await app.register(settingsRoutes);
  await app.register(inboxRoutes);
  await app.register(auditRoutes);
}
