import {
  adminLocationSchema,
  locationInputSchema,
  locationListQuerySchema,
  locationListSchema,
} from '@swim/shared/api/admin-club';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/access.js';
import { createLocation, deleteLocation, listAdminLocations, updateLocation } from './locations.service.js';

const config = { access: ['admin'] } as const;
/** Any id: a malformed one is answered like an unknown location (404), not as bad input. */
const locationParams = z.object({ locationId: z.string().min(1).max(100) });

export async function adminLocationRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const writer = (request: FastifyRequest) => ({ db: db(), actorId: requireUser(request).id });
  const tags = ['admin'];

  app.get(
    '/admin/locations',
    {
      config,
      schema: {
        tags,
        summary: 'Search locations',
        querystring: locationListQuerySchema,
        response: { 200: locationListSchema },
      },
    },
    async (request) => listAdminLocations(db(), request.query),
  );
  app.post(
    '/admin/locations',
    {
      config,
      schema: { tags, summary: 'Create a location', body: locationInputSchema, response: { 201: adminLocationSchema } },
    },
    async (request, reply) => reply.status(201).send(await createLocation(writer(request), request.body)),
  );
  app.put(
    '/admin/locations/:locationId',
    {
      config,
      schema: {
        tags,
        summary: 'Update a location',
        params: locationParams,
        body: locationInputSchema,
        response: { 200: adminLocationSchema },
      },
    },
    async (request) => updateLocation(writer(request), request.params.locationId, request.body),
  );
  app.delete(
    '/admin/locations/:locationId',
    { config, schema: { tags, summary: 'Delete a location without classes', params: locationParams } },
    async (request, reply) => {
      await deleteLocation(writer(request), request.params.locationId);
      return reply.status(204).send();
    },
  );
}
