// The admin console's content: news and the media gallery, with the multipart reader their uploads need.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { adminMediaRoutes } from './media.routes.js';
import { adminNewsRoutes } from './news.routes.js';

export async function contentAdminRoutes(app: FastifyInstance): Promise<void> {
  const { imageBytes, videoBytes } = app.config.mediaLimits;
  // Uploads are taken by this plugin's routes only; each route enforces its own type's limit while reading.
  await app.register(multipart, { limits: { fileSize: Math.max(imageBytes, videoBytes), files: 1 } });
  await adminNewsRoutes(app);
  await adminMediaRoutes(app);
}
