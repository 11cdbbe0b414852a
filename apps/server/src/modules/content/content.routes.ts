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
import { notFound } from '../../lib/errors.js';
import { findNewsArticle, listMedia, listNews, listPeople } from './content.service.js';

export async function contentRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const access = 'public' as const;

  app.get(
    '/news',
    {
      config: { access },
      schema: {
        tags: ['news'],
        summary: 'Published news',
        querystring: newsListQuerySchema,
        response: { 200: newsListSchema },
      },
    },
    async (request) => listNews(app.database.db, request.query.page, request.query.pageSize),
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
      config: { access },
      schema: {
        tags: ['media'],
        summary: 'Media gallery',
        querystring: mediaQuerySchema,
        response: { 200: z.array(mediaItemSchema) },
      },
    },
    async (request) => listMedia(app.database.db, request.query.type, request.query.limit),
  );

  app.get(
    '/people',
    {
      config: { access },
      schema: { tags: ['club'], summary: 'Coaches and featured athletes', response: { 200: peopleSchema } },
    },
    async () => listPeople(app.database.db),
  );
}
