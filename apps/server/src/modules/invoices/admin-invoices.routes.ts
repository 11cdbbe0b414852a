// The admin's invoices in Billing: the list of a period's invoices and credit notes, and its CSV for the accountant.
import {
  adminInvoiceExportQuerySchema,
  adminInvoiceListQuerySchema,
  adminInvoiceListSchema,
} from '@swim/shared/api/admin-invoices';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { exportInvoicesCsv } from './export-invoices-csv.js';
import { listAdminInvoices } from './list-admin-invoices.js';

const config = { access: ['admin'] } as const;

/** The file's name says its period: invoices-2026-11-01-2026-11-30.csv, invoices-all.csv. */
function csvName({ from, to }: { from?: string; to?: string }): string {
  const span = [from ?? 'start', to ?? 'now'].join('-');
  return `invoices-${from || to ? span : 'all'}.csv`;
}

export async function adminInvoiceRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  app.get(
    '/admin/invoices',
    {
      config,
      schema: {
        tags,
        summary: 'Invoices and credit notes issued in a period (issue date), paged, with totals per currency',
        querystring: adminInvoiceListQuerySchema,
        response: { 200: adminInvoiceListSchema },
      },
    },
    async (request) => listAdminInvoices(app.database.db, request.query),
  );
  app.get(
    '/admin/invoices.csv',
    {
      config,
      schema: {
        tags,
        summary: "A period's invoices and credit notes as CSV for the accountant",
        querystring: adminInvoiceExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { from, to, lang } = request.query;
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csvName({ from, to })}"`)
        .header('cache-control', 'no-store');
      return reply.send(exportInvoicesCsv(app.database.db, { period: { from, to }, language: lang ?? 'bg' }));
    },
  );
}
