// Payments for families and staff: start, pay, sync after checkout, list, export, validate, record, reject, refund.
import {
  createPaymentSchema,
  enrollmentPricesQuerySchema,
  enrollmentPricesSchema,
  paymentFiltersSchema,
  paymentListQuerySchema,
  paymentListSchema,
  paymentOptionsSchema,
  paymentSchema,
  paymentStartedSchema,
  payPendingSchema,
  refundInputSchema,
  refundSchema,
  validatePaymentSchema,
} from '@swim/shared/api/payments';
import {
  recordOptionsQuerySchema,
  recordOptionsSchema,
  recordPaymentSchema,
  rejectPaymentSchema,
} from '@swim/shared/api/staff-payments';
import { LANGUAGES, type Language } from '@swim/shared/enums';
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { zonedDate } from '@swim/shared/dates';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/access.js';
import { exportPaymentsCsv } from './export-payments.js';
import { exportPaymentsXlsx, XLSX_CONTENT_TYPE } from './export-payments-xlsx.js';
import { listPayments, listPendingValidation } from './list-payments.js';
import { paymentOptions } from './parent-dues.js';
import { listRefunds } from './list-refunds.js';
import { findChildFor, findPaymentFor } from '../access/access-policy.js';
import { PRIVATE_DATA_CACHE_CONTROL } from '../../http/cached-reply.js';
import { previewEnrollmentPrices } from './period-price.service.js';
import { getPaymentView } from './payment-view.js';
import { renderPaymentConfirmation } from './payment-confirmation.js';
import { createPlanPayment, findPayableChild, payPending, syncPaymentFromProvider } from './start-payment.js';
import { recordOptions } from './record-options.js';
import { recordPayment } from './record-payment.js';
import { refundPayment } from './refund-payment.js';
import { rejectPayment } from './reject-payment.js';
import { validatePayment } from './validate-payment.js';

const families = { access: ['parent', 'instructor', 'admin'] } as const;
const parents = { access: ['parent', 'admin'] } as const;
const staff = { access: ['instructor', 'admin'] } as const;
const admins = { access: ['admin'] } as const;
const paymentParams = z.object({ paymentId: z.string().min(1).max(100) });
const childParams = z.object({ childId: z.string().min(1).max(100) });
const exportQuery = paymentFiltersSchema.extend({ lang: z.enum(LANGUAGES).optional() });
const languageQuery = z.object({ lang: z.enum(LANGUAGES).optional() });

export async function paymentRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = () => app.payments;
  const tags = ['payments'];

  app.get(
    '/children/:childId/payment-options',
    {
      config: parents,
      schema: {
        tags,
        summary: 'What can be paid for a child',
        params: childParams,
        response: { 200: paymentOptionsSchema },
      },
    },
    async (request) => {
      const child = await app.database.db.transaction((tx) =>
        findPayableChild(tx, requireUser(request), request.params.childId),
      );
      return paymentOptions(app.database.db, child, deps().now());
    },
  );
  app.get(
    '/enrollment-prices',
    {
      config: { access: ['parent'] },
      schema: {
        tags,
        summary: "What each plan of a class would cost the caller's child enrolled today (ADR 0033)",
        querystring: enrollmentPricesQuerySchema,
        response: { 200: enrollmentPricesSchema },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const { classId, childId } = request.query;
      if (childId) await findChildFor(app.database.db, actor, childId, { action: 'family' });
      reply.header('cache-control', PRIVATE_DATA_CACHE_CONTROL);
      return previewEnrollmentPrices(app.database.db, { parentId: actor.id, childId, classId, now: deps().now() });
    },
  );
  app.post(
    '/children/:childId/payments',
    {
      config: parents,
      schema: {
        tags,
        summary: 'Pay a period of an enrollment',
        params: childParams,
        body: createPaymentSchema,
        response: { 201: paymentStartedSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await createPlanPayment(deps(), {
          actor: requireUser(request),
          childId: request.params.childId,
          input: request.body,
        }),
      ),
  );
  app.get(
    '/payments',
    {
      config: families,
      schema: {
        tags,
        summary: 'Payments, filtered and paged',
        querystring: paymentListQuerySchema,
        response: { 200: paymentListSchema },
      },
    },
    async (request) =>
      listPayments(app.database.db, {
        actor: requireUser(request),
        query: request.query,
        now: deps().now(),
        currency: await deps().clubCurrency(),
      }),
  );
  app.get(
    '/payments/export.csv',
    { config: families, schema: { tags, summary: 'The filtered payments as CSV', querystring: exportQuery } },
    async (request, reply) => {
      const user = requireUser(request);
      const language: Language = request.query.lang ?? 'bg';
      const day = zonedDate(deps().now(), CLUB_TIME_ZONE);
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="payments-${day}.csv"`)
        .header('cache-control', 'no-store');
      return reply.send(
        exportPaymentsCsv(app.database.db, {
          actor: user,
          filters: request.query,
          language,
          now: deps().now(),
          club: await deps().clubCurrency(),
        }),
      );
    },
  );
  app.get(
    '/payments/export.xlsx',
    {
      config: families,
      schema: { tags, summary: 'The filtered payments as an Excel workbook', querystring: exportQuery },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const language: Language = request.query.lang ?? 'bg';
      const day = zonedDate(deps().now(), CLUB_TIME_ZONE);
      reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="payments-${day}.xlsx"`)
        .header('cache-control', 'no-store');
      return reply.send(
        exportPaymentsXlsx(app.database.db, {
          actor: user,
          filters: request.query,
          language,
          now: deps().now(),
          club: await deps().clubCurrency(),
        }),
      );
    },
  );
  app.get(
    '/payments/pending-validation',
    {
      config: staff,
      schema: { tags, summary: 'Cash and transfers awaiting confirmation', response: { 200: z.array(paymentSchema) } },
    },
    async (request) => listPendingValidation(app.database.db, requireUser(request)),
  );
  app.get(
    '/payments/record-options',
    {
      config: staff,
      schema: {
        tags,
        summary: "The months staff may record for an enrollment, with the server's default amounts",
        querystring: recordOptionsQuerySchema,
        response: { 200: recordOptionsSchema },
      },
    },
    async (request) =>
      recordOptions(app.database.db, {
        actor: requireUser(request),
        enrollmentId: request.query.enrollmentId,
        now: deps().now(),
      }),
  );
  app.post(
    '/payments/record',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Record cash or a bank transfer staff received for a month (validated at once)',
        body: recordPaymentSchema,
        response: { 201: paymentSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await recordPayment(deps(), { actor: requireUser(request), input: request.body })),
  );
  app.get(
    '/payments/:paymentId',
    {
      config: families,
      schema: { tags, summary: 'One payment', params: paymentParams, response: { 200: paymentSchema } },
    },
    async (request) => {
      const row = await findPaymentFor(app.database.db, requireUser(request), request.params.paymentId, {
        action: 'read',
      });
      return getPaymentView(app.database.db, row.id);
    },
  );
  app.get(
    '/payments/:paymentId/confirmation.pdf',
    {
      config: families,
      schema: {
        tags,
        summary: "A paid or validated payment's confirmation as a PDF, in the parent's language (or ?lang=)",
        params: paymentParams,
        querystring: languageQuery,
      },
    },
    async (request, reply) => {
      const row = await findPaymentFor(app.database.db, requireUser(request), request.params.paymentId, {
        action: 'read',
      });
      const { bytes, filename } = await renderPaymentConfirmation(app.database.db, row, request.query.lang);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${filename}"`)
        .header('cache-control', PRIVATE_DATA_CACHE_CONTROL)
        .send(bytes);
    },
  );
  app.post(
    '/payments/:paymentId/pay',
    {
      config: parents,
      schema: {
        tags,
        summary: 'Pay an issued bill',
        params: paymentParams,
        body: payPendingSchema,
        response: { 200: paymentStartedSchema },
      },
    },
    async (request) =>
      payPending(deps(), { actor: requireUser(request), paymentId: request.params.paymentId, input: request.body }),
  );
  app.post(
    '/payments/:paymentId/sync',
    {
      config: parents,
      schema: {
        tags,
        summary: 'Re-read a card payment after checkout',
        params: paymentParams,
        response: { 200: paymentSchema },
      },
    },
    async (request) => syncPaymentFromProvider(deps(), requireUser(request), request.params.paymentId),
  );
  app.post(
    '/payments/:paymentId/validate',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Confirm a cash or bank transfer payment',
        params: paymentParams,
        body: validatePaymentSchema,
        response: { 200: paymentSchema },
      },
    },
    async (request) =>
      validatePayment(deps(), {
        actor: requireUser(request),
        paymentId: request.params.paymentId,
        note: request.body.note,
      }),
  );
  app.post(
    '/payments/:paymentId/reject',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Mark a declared cash or bank transfer payment as not received',
        params: paymentParams,
        body: rejectPaymentSchema,
        response: { 200: paymentSchema },
      },
    },
    async (request) =>
      rejectPayment(deps(), {
        actor: requireUser(request),
        paymentId: request.params.paymentId,
        reason: request.body.reason,
      }),
  );
  app.get(
    '/payments/:paymentId/refunds',
    {
      config: parents,
      schema: {
        tags,
        summary: 'Refunds of a payment',
        params: paymentParams,
        response: { 200: z.array(refundSchema) },
      },
    },
    async (request) => {
      const payment = await findPaymentFor(app.database.db, requireUser(request), request.params.paymentId, {
        action: 'read',
      });
      return listRefunds(app.database.db, payment);
    },
  );
  app.post(
    '/payments/:paymentId/refunds',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Refund a payment (admins)',
        params: paymentParams,
        body: refundInputSchema,
        response: { 200: paymentSchema },
      },
    },
    async (request) =>
      refundPayment(deps(), { actor: requireUser(request), paymentId: request.params.paymentId, input: request.body }),
  );
}
