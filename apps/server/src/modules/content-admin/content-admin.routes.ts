// The admin console's content: news and the media gallery, with the multipart reader their uploads need.
import type { FastifyInstance } from 'fastify';
import { registerUploads } from '../../http/uploads.js';
import { adminMediaRoutes } from './media.routes.js';
import { adminNewsRoutes } from './news.routes.js';

export async function contentAdminRoutes(app: FastifyInstance): Promise<void> {
  const { imageBytes, videoBytes } = app.config.mediaLimits;
  // Uploads are taken by this plugin's routes only; each route enforces its own type's limit while reading.
  await registerUploads(app, { fileSize: Math.max(imageBytes, videoBytes) });
  await adminNewsRoutes(app);
  await adminMediaRoutes(app);
}
