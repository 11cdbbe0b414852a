import {
  mediaItemSchema,
  mediaQuerySchema,
  newsArticleSchema,
  newsListQuerySchema,
  newsListSchema,
  peopleSchema,
} from '@swim/shared/api/public';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CACHED_PUBLIC_READ, sendCached } from '../../http/cached-reply.js';
import { notFound } from '../../lib/errors.js';
import { findNewsArticle, listMedia, listNews, listPeople, nextPublication } from './content.service.js';

export async function contentRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const access = 'public' as const;
  const db = app.database.db;

  app.get(
    '/news',
    {
      ...CACHED_PUBLIC_READ,
      schema: {
        tags: ['news'],
        summary: 'Published news',
        querystring: newsListQuerySchema,
        response: { 200: newsListSchema },
      },
    },
    (request, reply) => {
      const { page, pageSize } = request.query;
      const entry = app.readCache.get('news', `list:${page}:${pageSize}`, async () => {
        const [list, next] = await Promise.all([listNews(db, page, pageSize), nextPublication(db)]);
        // An article scheduled for later appears at its time without any write.
        return { value: newsListSchema.parse(list), validUntil: next?.getTime() };
      });
      return sendCached(request, reply, entry);
    },
  );

  app.get(
    '/news/:slug',
    {
      config: { access },
      schema: {
        tags: ['news'],
        summary: 'One news article',
        params: z.object({ slug: z.string().min(1).max(200) }),
        response: { 200: newsArticleSchema },
      },
    },
    async (request) => {
      const article = await findNewsArticle(app.database.db, request.params.slug);
      if (!article) throw notFound('Article not found');
      return article;
    },
  );

  app.get(
    '/media',
    {
      ...CACHED_PUBLIC_READ,
      schema: {
        tags: ['media'],
        summary: 'Media gallery',
        querystring: mediaQuerySchema,
        response: { 200: z.array(mediaItemSchema) },
      },
    },
    (request, reply) => {
      const { type, limit } = request.query;
      const entry = app.readCache.get('media', `${type ?? 'all'}:${limit}`, async () => ({
        value: z.array(mediaItemSchema).parse(await listMedia(db, type, limit)),
      }));
      return sendCached(request, reply, entry);
    },
  );

  app.get(
    '/people',
    {
      ...CACHED_PUBLIC_READ,
      schema: { tags: ['club'], summary: 'Coaches and featured athletes', response: { 200: peopleSchema } },
    },
    (request, reply) =>
      sendCached(
        request,
        reply,
        app.readCache.get('people', 'all', async () => ({ value: peopleSchema.parse(await listPeople(db)) })),
      ),
  );
}
