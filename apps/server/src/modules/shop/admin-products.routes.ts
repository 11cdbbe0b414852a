// The admin console's products. Admins only; every write audited in the service.
import {
  MAX_PRODUCT_IMAGE_BYTES,
  adminProductSchema,
  productActiveSchema,
  productInputSchema,
  productListQuerySchema,
  productListSchema,
} from '@swim/shared/api/admin-shop';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uploadsDirOf } from '../../config.js';
import { requireUser } from '../../http/access.js';
import { registerUploads } from '../../http/uploads.js';
import { AppError } from '../../lib/errors.js';
import {
  createProduct,
  listAdminProducts,
  replaceProductImage,
  setProductActive,
  updateProduct,
} from './admin-products.service.js';

const config = { access: ['admin'] } as const;
/** Any id: a malformed one is answered like an unknown product (404), not as bad input. */
const productParams = z.object({ productId: z.string().min(1).max(100) });

/** The one file of an upload request (field "image"), read into memory up to the size limit. */
async function readImage(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the image as multipart/form-data in the field "image"');
  }
  let file: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    file = await request.file({ limits: { fileSize: MAX_PRODUCT_IMAGE_BYTES, files: 1, fields: 5, parts: 6 } });
    if (file?.fieldname === 'image') return await file.toBuffer();
  } catch (err) {
    const status = (err as { statusCode?: number }).statusCode;
    if (status === 413) throw new AppError('PAYLOAD_TOO_LARGE', 'The image is larger than 8 MB');
    throw new AppError('BAD_REQUEST', 'The upload could not be read');
  }
  throw new AppError('VALIDATION_FAILED', 'Choose an image', [{ path: 'image', message: 'imageRequired' }]);
}

export async function adminProductRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Uploads are taken by this plugin's routes only.
  await registerUploads(app, { fileSize: MAX_PRODUCT_IMAGE_BYTES });
  const writer = async (request: FastifyRequest) => ({
    db: app.database.db,
    actorId: requireUser(request).id,
    currency: await app.payments.clubCurrency(),
  });
  const tags = ['admin'];

  app.get(
    '/admin/products',
    {
      config,
      schema: {
        tags,
        summary: 'Search products',
        querystring: productListQuerySchema,
        response: { 200: productListSchema },
      },
    },
    async (request) => listAdminProducts(app.database.db, request.query, await app.payments.clubCurrency()),
  );
  app.post(
    '/admin/products',
    {
      config,
      schema: { tags, summary: 'Create a product', body: productInputSchema, response: { 201: adminProductSchema } },
    },
    async (request, reply) => reply.status(201).send(await createProduct(await writer(request), request.body)),
  );
  app.put(
    '/admin/products/:productId',
    {
      config,
      schema: {
        tags,
        summary: 'Update a product',
        params: productParams,
        body: productInputSchema,
        response: { 200: adminProductSchema },
      },
    },
    async (request) => updateProduct(await writer(request), request.params.productId, request.body),
  );
  app.patch(
    '/admin/products/:productId/active',
    {
      config,
      schema: {
        tags,
        summary: 'Activate or deactivate a product',
        params: productParams,
        body: productActiveSchema,
        response: { 200: adminProductSchema },
      },
    },
    async (request) => setProductActive(await writer(request), request.params.productId, request.body.active),
  );
  app.post(
    '/admin/products/:productId/image',
    {
      config,
      schema: {
        tags,
        summary: "Replace a product's photo (multipart field 'image': PNG, JPEG or WebP, up to 8 MB)",
        consumes: ['multipart/form-data'],
        params: productParams,
        response: { 200: adminProductSchema },
      },
    },
    async (request) =>
      replaceProductImage(
        { ...(await writer(request)), uploadsDir: uploadsDirOf(app.config) },
        request.params.productId,
        await readImage(request),
      ),
  );
}
