// /api/trials: trial lessons for visitors (a class's bookable sessions, booking, the mail's links) and for the family
// (their trials, cancelling one, linking one to their account). Staff routes: trial-staff.routes.ts.
import {
  myTrialsSchema,
  trialBookedSchema,
  trialBookInputSchema,
  trialClaimedSchema,
  trialClassSchema,
  trialLinkSchema,
  trialTokenSchema,
  trialViewSchema,
} from '@swim/shared/api/trials';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/access.js';
import { AppError } from '../../lib/errors.js';
import { languageFromHeaders } from '../../lib/visitor-language.js';
import { emailKey } from '../auth/limits.js';
import { bookTrial } from './book-trial.js';
import { cancelOwnTrial, cancelTrialByToken } from './cancel-trial.js';
import { listMyTrials } from './my-trials.js';
import { getTrialClass } from './trial-class.js';
import { claimTrial, readTrialLink } from './trial-links.js';
import { trialStaffRoutes } from './trial-staff.routes.js';

/** Bookings per address (IP) and per email: enough for a family, too few for a flood. */
export const TRIAL_BOOKING_LIMITS = {
  perAddress: { max: 10, timeWindow: '1 hour' },
  // A booking mails the address: a stranger's address gets at most ten a day from us (a family with several children
  // books a few).
  perEmail: { max: 10, timeWindow: '1 day' },
} as const;
/** The mail's links (reading, cancelling, claiming) per address. */
const TRIAL_LINK_LIMIT = { max: 60, timeWindow: '10 minutes' } as const;

const family = ['parent', 'instructor', 'admin'] as const;
/** Any id: a malformed one is answered like an unknown one (404), not as bad input. */
const classParams = z.object({ classId: z.string().min(1).max(100) });
const trialParams = z.object({ trialId: z.string().min(1).max(100) });

export async function trialRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const now = () => app.payments.now();
  const tags = ['trials'];
  await app.register(trialStaffRoutes);
  const deps = () => ({
    db: db(),
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    secret: app.config.authSecret,
  });

  app.get(
    '/trials/classes/:classId',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A class with its dated sessions a visitor can book a trial in (next four weeks, with a free place)',
        params: classParams,
        response: { 200: trialClassSchema },
      },
    },
    async (request) => getTrialClass(db(), { classId: request.params.classId, now: now() }),
  );

  // A second limiter keyed by the email; the per-address one runs first, on the route's config.
  const perEmail = app.createRateLimit({ ...TRIAL_BOOKING_LIMITS.perEmail, keyGenerator: emailKey('trial-booking') });
  app.post(
    '/trials',
    {
      config: { access: 'public', rateLimit: TRIAL_BOOKING_LIMITS.perAddress },
      preHandler: async (request) => {
        const verdict = await perEmail(request);
        if (!verdict.isAllowed && verdict.isExceeded) {
          throw new AppError('RATE_LIMITED', 'Too many bookings, please try again later');
        }
      },
      schema: {
        tags,
        summary: 'Book a trial lesson (no account needed; mails a confirmation)',
        body: trialBookInputSchema,
        response: { 201: trialBookedSchema },
      },
    },
    async (request, reply) => {
      const language =
        request.body.language ?? languageFromHeaders(request.headers.cookie, request.headers['accept-language']);
      await bookTrial(deps(), { ...request.body, language }, now());
      // A honeypot hit gets the same answer, so a bot learns nothing.
      return reply.status(201).send({ ok: true as const });
    },
  );

  app.get(
    '/trials/link',
    {
      config: { access: 'public', rateLimit: TRIAL_LINK_LIMIT },
      schema: {
        tags,
        summary: 'The trial a mail’s link names, with the details the family gave',
        querystring: trialTokenSchema,
        response: { 200: trialLinkSchema },
      },
    },
    async (request) => readTrialLink(db(), { token: request.query.t, now: now() }),
  );

  app.post(
    '/trials/link/cancel',
    {
      config: { access: 'public', rateLimit: TRIAL_LINK_LIMIT },
      schema: {
        tags,
        summary: 'Cancel the trial a mail’s link names (until its session starts)',
        body: trialTokenSchema,
        response: { 200: trialViewSchema },
      },
    },
    async (request) => cancelTrialByToken(db(), { token: request.body.t, now: now() }),
  );

  app.post(
    '/trials/claim',
    {
      config: { access: family, rateLimit: TRIAL_LINK_LIMIT },
      schema: {
        tags,
        summary: 'Link the trial a mail’s link names to the signed-in account',
        body: trialTokenSchema,
        response: { 200: trialClaimedSchema },
      },
    },
    async (request) => claimTrial(db(), requireUser(request), { token: request.body.t, now: now() }),
  );

  app.get(
    '/trials/mine',
    {
      config: { access: family },
      schema: { tags, summary: 'The family’s trial lessons', response: { 200: myTrialsSchema } },
    },
    async (request) => listMyTrials(db(), requireUser(request), now()),
  );

  app.post(
    '/trials/:trialId/cancel',
    {
      config: { access: family },
      schema: {
        tags,
        summary: 'Cancel one of the family’s trials (until its session starts)',
        params: trialParams,
        response: { 200: trialViewSchema },
      },
    },
    async (request) => cancelOwnTrial(db(), requireUser(request), { trialId: request.params.trialId, now: now() }),
  );
}
