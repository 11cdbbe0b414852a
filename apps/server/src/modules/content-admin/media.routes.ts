// The admin console's media gallery routes. Admins only; every write audited in the service.
import {
  adminMediaListQuerySchema,
  adminMediaListSchema,
  adminMediaSchema,
  mediaCaptionSchema,
  mediaHiddenSchema,
  mediaUploadMetaSchema,
  mediaMoveSchema,
} from '@swim/shared/api/admin-content';
import { mediaTagsSchema } from '@swim/shared/api/consents';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uploadsDirOf } from '../../config.js';
import { requireUser } from '../../http/access.js';
import { AppError } from '../../lib/errors.js';
import {
  deleteMedia,
  discardReceived,
  listAdminMedia,
  moveMedia,
  setMediaChildren,
  setMediaHidden,
  updateMediaCaption,
  uploadMedia,
} from './media.service.js';
import { type ReceivedFile, receiveUpload } from './read-upload.js';

const config = { access: ['admin'] } as const;
/** Any id: a malformed one is answered like an unknown item (404), not as bad input. */
const mediaParams = z.object({ mediaId: z.string().min(1).max(100) });
const tags = ['admin'];

/** The captions sent with an upload (field "meta", JSON, before the file), checked like an edit's. */
function captionOf(file: ReceivedFile) {
  let raw: unknown;
  try {
    raw = JSON.parse(file.fields.meta ?? 'null');
  } catch {
    raw = null;
  }
  const parsed = mediaUploadMetaSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  throw new AppError(
    'VALIDATION_FAILED',
    'The captions are not valid',
    parsed.error.issues.map((issue) => ({ path: issue.path.join('.') || 'title.bg', message: issue.message })),
  );
}

export async function adminMediaRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const uploadsDir = uploadsDirOf(app.config);
  const writer = (request: FastifyRequest) => ({ db: app.database.db, actorId: requireUser(request).id, uploadsDir });

  app.get(
    '/admin/media',
    {
      config,
      schema: {
        tags,
        summary: 'The gallery in its order, hidden items included',
        querystring: adminMediaListQuerySchema,
        response: { 200: adminMediaListSchema },
      },
    },
    async (request) => listAdminMedia(app.database.db, request.query, app.config.mediaLimits),
  );
  app.post(
    '/admin/media',
    {
      config,
      schema: {
        tags,
        summary: "Upload a photo or video (multipart: field 'meta' with the captions as JSON, then field 'file')",
        consumes: ['multipart/form-data'],
        response: { 201: adminMediaSchema },
      },
    },
    async (request, reply) => {
      const file = await receiveUpload(request, { uploadsDir, limits: app.config.mediaLimits, imagesOnly: false });
      try {
        const item = await uploadMedia(writer(request), file, captionOf(file));
        return reply.status(201).send(item);
      } finally {
        await discardReceived(file);
      }
    },
  );
  app.put(
    '/admin/media/:mediaId',
    {
      config,
      schema: {
        tags,
        summary: "Replace an item's title and description",
        params: mediaParams,
        body: mediaCaptionSchema,
        response: { 200: adminMediaSchema },
      },
    },
    async (request) => updateMediaCaption(writer(request), request.params.mediaId, request.body),
  );
  app.patch(
    '/admin/media/:mediaId/hidden',
    {
      config,
      schema: {
        tags,
        summary: 'Hide an item from the public gallery, or show it',
        params: mediaParams,
        body: mediaHiddenSchema,
        response: { 200: adminMediaSchema },
      },
    },
    async (request) => setMediaHidden(writer(request), request.params.mediaId, request.body.hidden),
  );
  app.put(
    '/admin/media/:mediaId/children',
    {
      config,
      schema: {
        tags,
        summary: 'Set the children who appear in an item (one without photo consent keeps it from the public)',
        params: mediaParams,
        body: mediaTagsSchema,
        response: { 200: adminMediaSchema },
      },
    },
    async (request) => setMediaChildren(writer(request), request.params.mediaId, request.body.childIds),
  );
  app.post(
    '/admin/media/:mediaId/move',
    {
      config,
      schema: {
        tags,
        summary: 'Move an item one place up or down the gallery',
        params: mediaParams,
        body: mediaMoveSchema,
        response: { 200: adminMediaSchema },
      },
    },
    async (request) => moveMedia(writer(request), request.params.mediaId, request.body),
  );
  app.delete(
    '/admin/media/:mediaId',
    { config, schema: { tags, summary: 'Delete an item and its files', params: mediaParams } },
    async (request, reply) => {
      await deleteMedia(writer(request), request.params.mediaId);
      return reply.status(204).send();
    },
  );
}
