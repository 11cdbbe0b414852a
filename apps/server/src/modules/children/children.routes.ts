import {
  childActivitySchema,
  childInputSchema,
  childSchema,
  childUpdateSchema,
  deleteChildSchema,
  enrollSchema,
  levelChangeSchema,
  registrationSchema,
  transferSchema,
} from '@swim/shared/api/children';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/access.js';
import { enrollChild, registerChild, transfer, unenroll } from '../enrollments/enrollments.service.js';
import { endEnrollmentSubscriptions } from '../payments/end-enrollment-subscriptions.js';
import { getChildActivity } from './child-activity.service.js';
import { changeSkillLevel, createChild, deleteChild, getChild, listChildren } from './children.service.js';
import { updateChild } from './update-child.js';

/** Any id: a malformed one is answered like an unknown child (404), not as bad input. */
const childParams = z.object({ childId: z.string().min(1).max(100) });
const enrollmentParams = childParams.extend({ enrollmentId: z.uuid() });
const created = z.object({ childId: z.string(), enrollmentId: z.string() });

export async function childrenRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  /** Enrollments are told to the family (notice service, with the site's address for the links). */
  const enrollDeps = () => ({
    db: db(),
    notices: app.notices,
    publicUrl: app.config.publicUrl,
    now: () => app.payments.now(),
  });
  const tags = ['children'];
  // Families' routes: athletes are confined to their own area (spec §4, §6). Every caller acts here for their own
  // family, whatever their role: the services ask the access policy with the 'family' action.
  const config = { access: ['parent', 'instructor', 'admin'] } as const;

  app.get(
    '/children',
    { config, schema: { tags, summary: 'My children', response: { 200: z.array(childSchema) } } },
    async (request) => listChildren(db(), requireUser(request)),
  );
  app.post(
    '/children',
    {
      config,
      schema: {
        tags,
        summary: 'Add a child without an enrollment',
        body: childInputSchema,
        response: { 201: childSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createChild(db(), requireUser(request), request.body)),
  );
  app.post(
    '/registrations',
    {
      config,
      schema: {
        tags,
        summary: 'Register a child in a class (the wizard)',
        body: registrationSchema,
        response: { 201: created },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await registerChild(enrollDeps(), requireUser(request), request.body)),
  );
  app.get(
    '/children/:childId',
    { config, schema: { tags, summary: 'One of my children', params: childParams, response: { 200: childSchema } } },
    async (request) => getChild(db(), requireUser(request), { childId: request.params.childId, action: 'family' }),
  );
  app.put(
    '/children/:childId',
    {
      config,
      schema: {
        tags,
        summary: "Correct a child's details (notes, medical notes, emergency contact...)",
        params: childParams,
        body: childUpdateSchema,
        response: { 200: childSchema },
      },
    },
    async (request) =>
      updateChild(db(), requireUser(request), {
        childId: request.params.childId,
        action: 'family',
        input: request.body,
      }),
  );
  app.get(
    '/children/:childId/activity',
    {
      config,
      schema: {
        tags,
        summary: 'Attendance, progress, times, achievements, payments',
        params: childParams,
        response: { 200: childActivitySchema },
      },
    },
    async (request) =>
      getChildActivity(db(), requireUser(request), { childId: request.params.childId, action: 'family' }),
  );
  app.delete(
    '/children/:childId',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a child (type the name to confirm)',
        params: childParams,
        body: deleteChildSchema,
      },
    },
    async (request, reply) => {
      await deleteChild(enrollDeps(), requireUser(request), {
        childId: request.params.childId,
        confirmName: request.body.confirmName,
      });
      return reply.status(204).send();
    },
  );
  app.patch(
    '/children/:childId/skill-level',
    { config, schema: { tags, summary: 'Change the skill level', params: childParams, body: levelChangeSchema } },
    async (request) =>
      changeSkillLevel(db(), requireUser(request), {
        childId: request.params.childId,
        level: request.body.level,
        tell: { notices: app.notices, publicUrl: app.config.publicUrl },
      }),
  );
  app.post(
    '/children/:childId/enrollments',
    { config, schema: { tags, summary: 'Enrol an existing child', params: childParams, body: enrollSchema } },
    async (request, reply) =>
      reply.status(201).send(
        await enrollChild(enrollDeps(), requireUser(request), {
          childId: request.params.childId,
          input: request.body,
        }),
      ),
  );
  app.delete(
    '/children/:childId/enrollments/:enrollmentId',
    { config, schema: { tags, summary: 'Unenrol from a class', params: enrollmentParams } },
    async (request, reply) => {
      const actor = requireUser(request);
      await unenroll(enrollDeps(), actor, {
        childId: request.params.childId,
        enrollmentId: request.params.enrollmentId,
        beforeEnd: (enrollmentId) => endEnrollmentSubscriptions(app.payments, actor.id, enrollmentId),
      });
      return reply.status(204).send();
    },
  );
  app.post(
    '/children/:childId/enrollments/:enrollmentId/transfer',
    { config, schema: { tags, summary: 'Transfer to another class', params: enrollmentParams, body: transferSchema } },
    async (request) =>
      transfer(enrollDeps(), requireUser(request), {
        action: 'family',
        childId: request.params.childId,
        enrollmentId: request.params.enrollmentId,
        toClassId: request.body.toClassId,
      }),
  );
}
