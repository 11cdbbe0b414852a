// Invoices and credit notes (issue 24): a payment's or order's documents, asking for an invoice, and downloading one.
import { documentInvoicesSchema, invoiceSummarySchema, requestInvoiceSchema } from '@swim/shared/api/invoices';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/access.js';
import { documentFileName } from '../../lib/mail-attachments.js';
import { findInvoiceFor } from '../access/access-policy.js';
import { orderInvoices, paymentInvoices } from './document-invoices.js';
import { requestOrderInvoice, requestPaymentInvoice } from './request-invoice.js';

const parents = { access: ['parent', 'admin'] } as const;
const buyers = { access: 'user' } as const;
const paymentParams = z.object({ paymentId: z.string().min(1).max(100) });
const orderParams = z.object({ orderId: z.string().min(1).max(100) });
const invoiceParams = z.object({ invoiceId: z.string().min(1).max(100) });

export async function invoiceRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const tags = ['invoices'];

  app.get(
    '/payments/:paymentId/invoices',
    {
      config: parents,
      schema: {
        tags,
        summary: "A payment's invoice and credit notes",
        params: paymentParams,
        response: { 200: documentInvoicesSchema },
      },
    },
    async (request) => paymentInvoices(db(), requireUser(request), request.params.paymentId),
  );
  app.post(
    '/payments/:paymentId/invoice',
    {
      config: parents,
      schema: {
        tags,
        summary: 'Ask for the invoice of a paid payment',
        params: paymentParams,
        body: requestInvoiceSchema,
        response: { 201: invoiceSummarySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await requestPaymentInvoice(app.payments, {
          actor: requireUser(request),
          paymentId: request.params.paymentId,
          recipient: request.body.recipient,
        }),
      ),
  );
  app.get(
    '/orders/:orderId/invoices',
    {
      config: buyers,
      schema: {
        tags,
        summary: "An order's invoice and credit notes",
        params: orderParams,
        response: { 200: documentInvoicesSchema },
      },
    },
    async (request) => orderInvoices(db(), requireUser(request), request.params.orderId),
  );
  app.post(
    '/orders/:orderId/invoice',
    {
      config: buyers,
      schema: {
        tags,
        summary: 'Ask for the invoice of a completed order',
        params: orderParams,
        body: requestInvoiceSchema,
        response: { 201: invoiceSummarySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await requestOrderInvoice(app.payments, {
          viewer: requireUser(request),
          orderId: request.params.orderId,
          recipient: request.body.recipient,
        }),
      ),
  );
  app.get(
    '/invoices/:invoiceId/pdf',
    { config: buyers, schema: { tags, summary: 'Download an invoice or credit note', params: invoiceParams } },
    async (request, reply) => {
      const row = await findInvoiceFor(db(), requireUser(request), request.params.invoiceId);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${documentFileName(row.kind, row.number)}"`)
        .header('cache-control', 'private, no-store')
        .send(row.pdf);
    },
  );
}
