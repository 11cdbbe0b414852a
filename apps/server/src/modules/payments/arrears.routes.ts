// The admin's arrears list and its actions (issue 25).
import { arrearsListSchema, noteInputSchema, reminderSentSchema, writeOffInputSchema } from '@swim/shared/api/arrears';
import { LANGUAGES } from '@swim/shared/enums';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/access.js';
import { readClubCurrency } from '../settings/club-currency.js';
import { arrearsCsv } from './arrears-csv.js';
import { addArrearsNote } from './add-arrears-note.js';
import { listArrears } from './list-arrears.js';
import { sendReminder } from './send-arrears-reminder.js';
import { writeOff } from './write-off-period.js';

const config = { access: ['admin'] } as const;
const tags = ['admin'];
const familyParams = z.object({ parentId: z.string().min(1).max(100) });

export async function arrearsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const club = () => readClubCurrency(db(), app.config.currency);

  app.get(
    '/admin/arrears',
    {
      config,
      schema: {
        tags,
        summary: 'Every family with an overdue balance, the longest overdue first, with the total in the club currency',
        response: { 200: arrearsListSchema },
      },
    },
    async () => listArrears(db(), new Date(), await club()),
  );
  app.get(
    '/admin/arrears.csv',
    {
      config,
      schema: {
        tags,
        summary: 'The arrears list as CSV, one row per overdue period',
        querystring: z.object({ lang: z.enum(LANGUAGES).optional() }),
      },
    },
    async (request, reply) => {
      const list = await listArrears(db(), new Date(), await club());
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="arrears.csv"')
        .header('cache-control', 'no-store');
      return reply.send(arrearsCsv(list, request.query.lang ?? 'bg'));
    },
  );
  app.post(
    '/admin/arrears/:parentId/remind',
    {
      config,
      schema: {
        tags,
        summary: 'Mail the family a reminder of what is overdue, in their language',
        params: familyParams,
        response: { 200: reminderSentSchema },
      },
    },
    async (request) =>
      sendReminder(
        { db: db(), mailer: app.mailer, publicUrl: app.config.publicUrl },
        { actor: requireUser(request), parentId: request.params.parentId, now: new Date() },
      ),
  );
  app.post(
    '/admin/arrears/:parentId/notes',
    {
      config,
      schema: {
        tags,
        summary: "A note on the family's account",
        params: familyParams,
        body: noteInputSchema,
        response: { 201: z.object({ id: z.string(), body: z.string(), createdAt: z.string() }) },
      },
    },
    async (request, reply) => {
      const note = await addArrearsNote(db(), requireUser(request), request.params.parentId, request.body.body);
      return reply.status(201).send(note);
    },
  );
  app.post(
    '/admin/arrears/:parentId/write-offs',
    {
      config,
      schema: {
        tags,
        summary: "Write off part or all of a period's balance, with a reason",
        params: familyParams,
        body: writeOffInputSchema,
        response: { 201: z.object({ id: z.string(), balance: z.number().int() }) },
      },
    },
    async (request, reply) => {
      const done = await writeOff(db(), requireUser(request), request.params.parentId, request.body, new Date());
      return reply.status(201).send(done);
    },
  );
}
