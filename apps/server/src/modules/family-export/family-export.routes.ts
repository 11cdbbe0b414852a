// /api/family-export: a signed-in person asks for the export of their data, sees its state, and downloads it with the
// link's secret. No account id in these paths: a person reaches only their own exports.
import {
  familyExportDownloadQuerySchema,
  familyExportParamsSchema,
  familyExportSchema,
  familyExportStatusSchema,
} from '@swim/shared/api/family-export';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { uploadsDirOf } from '../../config.js';
import { AppError } from '../../lib/errors.js';
import { PRIVATE_DATA_CACHE_CONTROL } from '../../http/cached-reply.js';
import { requireUser } from '../../http/access.js';
import { downloadExport } from './download-export.js';
import type { FamilyExportDeps } from './export-deps.js';
import { getExportStatus, requestExport } from './request-export.js';

/** The export services' dependencies, from the app. */
export function familyExportDeps(app: FastifyInstance): FamilyExportDeps {
  return {
    db: app.database.db,
    filesDir: uploadsDirOf(app.config),
    secret: app.config.authSecret,
    publicUrl: app.config.publicUrl,
    mailer: app.mailer,
    now: app.payments.now,
    log: app.log,
  };
}

/**
 * The mailed link opened in a browser that is not signed in: the sign-in page, then the profile, whose "Download my
 * data" section holds the same download. Anything else (and any caller that is not a page load) gets the usual answer.
 */
function signInFirst(error: Error, request: FastifyRequest, reply: FastifyReply) {
  const pageLoad = request.headers['sec-fetch-mode'] === 'navigate' || /text\/html/.test(request.headers.accept ?? '');
  if (error instanceof AppError && error.code === 'UNAUTHENTICATED' && pageLoad) {
    return reply.redirect(`/auth?redirect=${encodeURIComponent('/profile')}`, 303);
  }
  throw error;
}

/** Downloads per address: enough for a family, too few for guessing link secrets. */
const DOWNLOAD_LIMIT = { max: 20, timeWindow: '15 minutes' };

export async function familyExportRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['family-export'];
  const config = { access: 'user' } as const;
  const deps = () => familyExportDeps(app);

  app.get(
    '/family-export',
    { config, schema: { tags, summary: 'My newest data export', response: { 200: familyExportStatusSchema } } },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE_DATA_CACHE_CONTROL);
      return getExportStatus(deps(), requireUser(request));
    },
  );
  app.post(
    '/family-export',
    {
      config,
      schema: { tags, summary: 'Ask for an export of my data', response: { 202: familyExportSchema } },
    },
    async (request, reply) => {
      const view = await requestExport(deps(), app.jobs, requireUser(request));
      return reply.code(202).send(view);
    },
  );
  app.get(
    '/family-export/:exportId/download',
    {
      config: { ...config, rateLimit: DOWNLOAD_LIMIT },
      schema: {
        tags,
        summary: 'Download my data export (the link from the mail or my profile)',
        params: familyExportParamsSchema,
        querystring: familyExportDownloadQuerySchema,
      },
      errorHandler: signInFirst,
    },
    async (request, reply) => {
      const { bytes, filename } = await downloadExport(deps(), requireUser(request), {
        exportId: request.params.exportId,
        token: request.query.token,
      });
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );
}
