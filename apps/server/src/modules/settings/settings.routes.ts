import { adminClubSettingsSchema, clubSettingsInputSchema, clubSettingsSchema } from '@swim/shared/api/club-settings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/access.js';
import { CACHED_PUBLIC_READ, sendCached } from '../../http/cached-reply.js';
import { readAdminClubSettings, readClubSettings, updateClubSettings } from './settings.service.js';

export async function settingsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/club/settings',
    {
      ...CACHED_PUBLIC_READ,
      schema: {
        tags: ['club'],
        summary: "The club's contact details, office hours and bank details",
        response: { 200: clubSettingsSchema },
      },
    },
    (request, reply) => {
      // Served from the read cache; the 'settings' stamp moves with every write to club_settings.
      const entry = app.readCache.get('settings', 'club', async () => ({
        value: clubSettingsSchema.parse(await readClubSettings(db())),
      }));
      return sendCached(request, reply, entry);
    },
  );

  const config = { access: ['admin'] } as const;
  const tags = ['admin'];
  app.get(
    '/admin/settings',
    {
      config,
      schema: { tags, summary: "The club's settings for editing", response: { 200: adminClubSettingsSchema } },
    },
    async () => readAdminClubSettings(db()),
  );
  app.put(
    '/admin/settings',
    {
      config,
      schema: {
        tags,
        summary: "Replace the club's settings",
        body: clubSettingsInputSchema,
        response: { 200: adminClubSettingsSchema },
      },
    },
    async (request) =>
      updateClubSettings(db(), requireUser(request).id, request.body, await app.payments.clubCurrency()),
  );
}
