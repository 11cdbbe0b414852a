// Every API module, mounted under /api. A new module is added here.
import type { FastifyInstance } from 'fastify';
import { adminUserRoutes } from './admin/users.routes.js';
import { athleteRoutes } from './athletes/athletes.routes.js';
import { childrenRoutes } from './children/children.routes.js';
import { dashboardRoutes } from './dashboard/dashboard.routes.js';
import { classOptionRoutes } from './enrollments/classes.routes.js';
import { authRoutes } from './auth/auth.routes.js';
import { clubRoutes } from './club/club.routes.js';
import { contactRoutes } from './contact/contact.routes.js';
import { contentRoutes } from './content/content.routes.js';
import { healthRoutes } from './health/health.routes.js';
import { shopRoutes } from './shop/shop.routes.js';

export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(athleteRoutes);
  await app.register(adminUserRoutes);
  await app.register(classOptionRoutes);
  await app.register(childrenRoutes);
  await app.register(dashboardRoutes);
  await app.register(clubRoutes);
  await app.register(contentRoutes);
  await app.register(shopRoutes);
  await app.register(contactRoutes);
}
