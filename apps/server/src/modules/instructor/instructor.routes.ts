// The instructor's workspace under /api/instructor: instructors for their own classes and children, admins for all.
// This file: the dashboard and the class pages (roster, schedule, payments, attendance and make-up guests' marks).
import {
  attendanceMarkedSchema,
  attendanceMarkSchema,
  attendanceQuerySchema,
  classAttendanceSchema,
  classPaymentsQuerySchema,
  classPaymentsSchema,
  classScheduleSchema,
  guestMarkedSchema,
  instructorClassDetailSchema,
  instructorDashboardSchema,
  scheduleQuerySchema,
} from '@swim/shared/api/instructor';
import { guestMarkSchema } from '@swim/shared/api/sessions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/access.js';
import { getClassAttendance, markAttendance } from './attendance.service.js';
import { markGuest } from './guest-attendance.service.js';
import { getClassDetail, getClassPayments, getClassSchedule } from './class-detail.service.js';
import { getInstructorDashboard } from './instructor-dashboard.service.js';
import { instructorChildRoutes } from './instructor-children.routes.js';

const config = { access: ['instructor', 'admin'] } as const;
/** Any id: a malformed one is answered like an unknown one (404), not as bad input. */
const classParams = z.object({ classId: z.string().min(1).max(100) });
const guestParams = classParams.extend({ bookingId: z.string().min(1).max(100) });

export async function instructorRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const now = () => app.payments.now();
  const tags = ['instructor'];
  await app.register(instructorChildRoutes);

  app.get(
    '/instructor/dashboard',
    {
      config,
      schema: {
        tags,
        summary: "Today's sessions, my classes, payments awaiting confirmation",
        response: { 200: instructorDashboardSchema },
      },
    },
    async (request) => getInstructorDashboard(db(), requireUser(request), now()),
  );
  app.get(
    '/instructor/classes/:classId',
    {
      config,
      schema: {
        tags,
        summary: 'A class with its roster',
        params: classParams,
        response: { 200: instructorClassDetailSchema },
      },
    },
    async (request) => getClassDetail(db(), requireUser(request), { classId: request.params.classId, now: now() }),
  );
  app.get(
    '/instructor/classes/:classId/sessions',
    {
      config,
      schema: {
        tags,
        summary: "The coming weeks' session dates",
        params: classParams,
        querystring: scheduleQuerySchema,
        response: { 200: classScheduleSchema },
      },
    },
    async (request) =>
      getClassSchedule(db(), requireUser(request), {
        classId: request.params.classId,
        weeks: request.query.weeks,
        now: now(),
      }),
  );
  app.get(
    '/instructor/classes/:classId/payments',
    {
      config,
      schema: {
        tags,
        summary: "Each child's payment for a month",
        params: classParams,
        querystring: classPaymentsQuerySchema,
        response: { 200: classPaymentsSchema },
      },
    },
    async (request) =>
      getClassPayments(db(), requireUser(request), {
        classId: request.params.classId,
        month: request.query.month,
        now: now(),
      }),
  );
  app.get(
    '/instructor/classes/:classId/attendance',
    {
      config,
      schema: {
        tags,
        summary: 'Marks for a date, with attendance rates',
        params: classParams,
        querystring: attendanceQuerySchema,
        response: { 200: classAttendanceSchema },
      },
    },
    async (request) =>
      getClassAttendance(db(), requireUser(request), {
        classId: request.params.classId,
        date: request.query.date,
        now: now(),
      }),
  );
  app.put(
    '/instructor/classes/:classId/attendance',
    {
      config,
      schema: {
        tags,
        summary: 'Mark or correct one child for a date',
        params: classParams,
        body: attendanceMarkSchema,
        response: { 200: attendanceMarkedSchema },
      },
    },
    async (request) =>
      markAttendance(db(), requireUser(request), { classId: request.params.classId, input: request.body, now: now() }),
  );
  app.post(
    '/instructor/classes/:classId/guests/:bookingId/attendance',
    {
      config,
      schema: {
        tags,
        summary: 'Mark a make-up guest present or absent (uses the credit, never a plan)',
        params: guestParams,
        body: guestMarkSchema,
        response: { 200: guestMarkedSchema },
      },
    },
    async (request) =>
      markGuest(db(), requireUser(request), {
        classId: request.params.classId,
        bookingId: request.params.bookingId,
        input: request.body,
        now: now(),
      }),
  );
}
