// A class's dated sessions for its coach (or an admin), and cancelling, moving or restoring one of them (issue 26
// item 5) under /api/instructor/classes/:classId/dated-sessions. Families are mailed once the change is committed.
import {
  classDatedSessionSchema,
  classDatedSessionsQuerySchema,
  classDatedSessionsSchema,
  sessionCancelInputSchema,
  sessionMoveInputSchema,
  sessionRestoreInputSchema,
} from '@swim/shared/api/closures';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/access.js';
import {
  cancelSession,
  listClassDatedSessions,
  moveSession,
  restoreSession,
  type SessionWrite,
} from './session-changes.service.js';

const config = { access: ['instructor', 'admin'] } as const;
/** Any id: a malformed one is answered like an unknown class (404), not as bad input. */
const classParams = z.object({ classId: z.string().min(1).max(100) });

export async function sessionChangeRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const now = () => app.payments.now();
  const tags = ['instructor'];
  const base = '/instructor/classes/:classId/dated-sessions';
  const tell = { notices: app.notices, publicUrl: app.config.publicUrl };
  const sent = ({ value, notices }: SessionWrite) => {
    app.notices.dispatch(notices);
    return value;
  };

  app.get(
    base,
    {
      config,
      schema: {
        tags,
        summary: "A class's dated sessions, cancelled, moved and closed ones included",
        params: classParams,
        querystring: classDatedSessionsQuerySchema,
        response: { 200: classDatedSessionsSchema },
      },
    },
    async (request) =>
      listClassDatedSessions(db(), requireUser(request), {
        classId: request.params.classId,
        from: request.query.from,
        weeks: request.query.weeks,
        now: now(),
      }),
  );
  app.post(
    `${base}/cancel`,
    {
      config,
      schema: {
        tags,
        summary: 'Cancel one dated session (families are mailed)',
        params: classParams,
        body: sessionCancelInputSchema,
        response: { 200: classDatedSessionSchema },
      },
    },
    async (request) =>
      sent(
        await cancelSession(db(), requireUser(request), {
          classId: request.params.classId,
          body: request.body,
          now: now(),
          tell,
        }),
      ),
  );
  app.post(
    `${base}/move`,
    {
      config,
      schema: {
        tags,
        summary: 'Move one dated session to another time of the same week (families are mailed)',
        params: classParams,
        body: sessionMoveInputSchema,
        response: { 200: classDatedSessionSchema },
      },
    },
    async (request) =>
      sent(
        await moveSession(db(), requireUser(request), {
          classId: request.params.classId,
          body: request.body,
          now: now(),
          tell,
        }),
      ),
  );
  app.post(
    `${base}/restore`,
    {
      config,
      schema: {
        tags,
        summary: 'Put a cancelled or moved session back as scheduled (families are mailed)',
        params: classParams,
        body: sessionRestoreInputSchema,
        response: { 200: classDatedSessionSchema },
      },
    },
    async (request) =>
      sent(
        await restoreSession(db(), requireUser(request), {
          classId: request.params.classId,
          body: request.body,
          now: now(),
          tell,
        }),
      ),
  );
}
