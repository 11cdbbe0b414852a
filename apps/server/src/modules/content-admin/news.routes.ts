// The admin console's news routes. Admins only; every write audited in the service.
import {
  adminNewsListQuerySchema,
  adminNewsListSchema,
  adminNewsSchema,
  newsInputSchema,
  newsPublishedSchema,
} from '@swim/shared/api/admin-content';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uploadsDirOf } from '../../config.js';
import { requireUser } from '../../http/access.js';
import {
  createNews,
  deleteNews,
  listAdminNews,
  replaceNewsImage,
  setNewsPublished,
  updateNews,
} from './news.service.js';
import { receiveUpload } from './read-upload.js';
import { rm } from 'node:fs/promises';

const config = { access: ['admin'] } as const;
/** Any id: a malformed one is answered like an unknown article (404), not as bad input. */
const newsParams = z.object({ newsId: z.string().min(1).max(100) });
const tags = ['admin'];

export async function adminNewsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const uploadsDir = uploadsDirOf(app.config);
  const writer = (request: FastifyRequest) => ({ db: app.database.db, actorId: requireUser(request).id, uploadsDir });

  app.get(
    '/admin/news',
    {
      config,
      schema: {
        tags,
        summary: 'Search news articles, drafts included',
        querystring: adminNewsListQuerySchema,
        response: { 200: adminNewsListSchema },
      },
    },
    async (request) => listAdminNews(app.database.db, request.query, app.config.mediaLimits),
  );
  app.post(
    '/admin/news',
    {
      config,
      schema: { tags, summary: 'Create a draft article', body: newsInputSchema, response: { 201: adminNewsSchema } },
    },
    async (request, reply) => reply.status(201).send(await createNews(writer(request), request.body)),
  );
  app.put(
    '/admin/news/:newsId',
    {
      config,
      schema: {
        tags,
        summary: "Replace an article's texts and date",
        params: newsParams,
        body: newsInputSchema,
        response: { 200: adminNewsSchema },
      },
    },
    async (request) => updateNews(writer(request), request.params.newsId, request.body),
  );
  app.patch(
    '/admin/news/:newsId/published',
    {
      config,
      schema: {
        tags,
        summary: 'Publish an article or take it back to drafts',
        params: newsParams,
        body: newsPublishedSchema,
        response: { 200: adminNewsSchema },
      },
    },
    async (request) => setNewsPublished(writer(request), request.params.newsId, request.body.published),
  );
  app.post(
    '/admin/news/:newsId/image',
    {
      config,
      schema: {
        tags,
        summary: "Replace an article's cover (multipart field 'file': JPEG, PNG, WebP or AVIF)",
        consumes: ['multipart/form-data'],
        params: newsParams,
        response: { 200: adminNewsSchema },
      },
    },
    async (request) => {
      const file = await receiveUpload(request, { uploadsDir, limits: app.config.mediaLimits, imagesOnly: true });
      try {
        return await replaceNewsImage(writer(request), request.params.newsId, file.tempPath);
      } finally {
        await rm(file.tempPath, { force: true });
      }
    },
  );
  app.delete(
    '/admin/news/:newsId',
    { config, schema: { tags, summary: 'Delete an article and its cover', params: newsParams } },
    async (request, reply) => {
      await deleteNews(writer(request), request.params.newsId);
      return reply.status(204).send();
    },
  );
}
