import {
  MAX_PROFILE_PHOTO_BYTES,
  adminAthleteProfileSchema,
  adminCoachProfileSchema,
  athleteProfileInputSchema,
  athleteProfileListQuerySchema,
  athleteProfileListSchema,
  coachProfileInputSchema,
  coachProfileListQuerySchema,
  coachProfileListSchema,
} from '@swim/shared/api/admin-people';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uploadsDirOf } from '../../config.js';
import { requireUser } from '../../http/access.js';
import { registerUploads } from '../../http/uploads.js';
import {
  createAthleteProfile,
  deleteAthleteProfile,
  listAthleteProfiles,
  replaceAthletePhoto,
  updateAthleteProfile,
} from './athlete-profiles.service.js';
import { getCoachProfile, listCoachProfiles, replaceCoachPhoto, updateCoachProfile } from './coach-profiles.service.js';
import { readProfilePhoto } from './profile-photo-upload.js';

const config = { access: ['admin'] } as const;
/** Any id: a malformed one is answered like an unknown profile (404), not as bad input. */
const profileParams = z.object({ profileId: z.string().min(1).max(100) });
const photoSummary = "(multipart field 'photo': PNG, JPEG or WebP, up to 8 MB)";

/** The public coach and athlete profiles shown on /coaches. */
export async function adminPeopleProfileRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Uploads are taken by this plugin's routes only.
  await registerUploads(app, { fileSize: MAX_PROFILE_PHOTO_BYTES });
  const db = () => app.database.db;
  const uploadsDir = () => uploadsDirOf(app.config);
  const actorId = (request: FastifyRequest) => requireUser(request).id;
  const tags = ['admin'];

  app.get(
    '/admin/coach-profiles',
    {
      config,
      schema: {
        tags,
        summary: 'Coach profiles (all, held by an instructor, or held by none)',
        querystring: coachProfileListQuerySchema,
        response: { 200: coachProfileListSchema },
      },
    },
    async (request) => listCoachProfiles(db(), request.query),
  );
  app.get(
    '/admin/coach-profiles/:profileId',
    {
      config,
      schema: { tags, summary: 'One coach profile', params: profileParams, response: { 200: adminCoachProfileSchema } },
    },
    async (request) => getCoachProfile(db(), request.params.profileId),
  );
  app.put(
    '/admin/coach-profiles/:profileId',
    {
      config,
      schema: {
        tags,
        summary: 'Update a coach profile (texts, order, published)',
        params: profileParams,
        body: coachProfileInputSchema,
        response: { 200: adminCoachProfileSchema },
      },
    },
    async (request) =>
      updateCoachProfile(db(), { actorId: actorId(request), profileId: request.params.profileId, input: request.body }),
  );
  app.post(
    '/admin/coach-profiles/:profileId/photo',
    {
      config,
      schema: {
        tags,
        summary: `Replace a coach's photo ${photoSummary}`,
        consumes: ['multipart/form-data'],
        params: profileParams,
        response: { 200: adminCoachProfileSchema },
      },
    },
    async (request) =>
      replaceCoachPhoto(db(), {
        actorId: actorId(request),
        profileId: request.params.profileId,
        uploadsDir: uploadsDir(),
        bytes: await readProfilePhoto(request),
      }),
  );

  app.get(
    '/admin/athlete-profiles',
    {
      config,
      schema: {
        tags,
        summary: 'Search athlete profiles',
        querystring: athleteProfileListQuerySchema,
        response: { 200: athleteProfileListSchema },
      },
    },
    async (request) => listAthleteProfiles(db(), request.query),
  );
  app.post(
    '/admin/athlete-profiles',
    {
      config,
      schema: {
        tags,
        summary: 'Create an athlete profile',
        body: athleteProfileInputSchema,
        response: { 201: adminAthleteProfileSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createAthleteProfile(db(), { actorId: actorId(request), input: request.body })),
  );
  app.put(
    '/admin/athlete-profiles/:profileId',
    {
      config,
      schema: {
        tags,
        summary: 'Update an athlete profile',
        params: profileParams,
        body: athleteProfileInputSchema,
        response: { 200: adminAthleteProfileSchema },
      },
    },
    async (request) =>
      updateAthleteProfile(db(), {
        actorId: actorId(request),
        profileId: request.params.profileId,
        input: request.body,
      }),
  );
  app.delete(
    '/admin/athlete-profiles/:profileId',
    { config, schema: { tags, summary: 'Delete an athlete profile', params: profileParams } },
    async (request, reply) => {
      await deleteAthleteProfile(db(), {
        actorId: actorId(request),
        profileId: request.params.profileId,
        uploadsDir: uploadsDir(),
      });
      return reply.status(204).send();
    },
  );
  app.post(
    '/admin/athlete-profiles/:profileId/photo',
    {
      config,
      schema: {
        tags,
        summary: `Replace an athlete's photo ${photoSummary}`,
        consumes: ['multipart/form-data'],
        params: profileParams,
        response: { 200: adminAthleteProfileSchema },
      },
    },
    async (request) =>
      replaceAthletePhoto(db(), {
        actorId: actorId(request),
        profileId: request.params.profileId,
        uploadsDir: uploadsDir(),
        bytes: await readProfilePhoto(request),
      }),
  );
}
