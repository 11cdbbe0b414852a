// The admin console's content: news articles (drafts and published, Markdown bodies, a cover image) and the media
// gallery (uploads, captions, order, visibility). The web forms use these request schemas as they are.
import { z } from 'zod';
import { taggedChildSchema } from './consents.js';
import { MEDIA_TYPES } from '../enums.js';
import { localizedTextSchema } from '../localized.js';
import { containsHtml } from '../markdown-text.js';
import { localizedInput, optionalLocalizedInput } from './admin-club.js';

/** Photo types recognised by content (the file's first bytes and sharp's decoder), whatever the file is called. */
export const MEDIA_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export const MEDIA_VIDEO_TYPES = ['video/mp4', 'video/webm'] as const;
/** What the file pickers offer (a hint for the browser; the server decides by content). */
export const MEDIA_ACCEPT = [...MEDIA_IMAGE_TYPES, ...MEDIA_VIDEO_TYPES].join(',');
/** Default limits in bytes (the server's MEDIA_MAX_IMAGE_MB and MEDIA_MAX_VIDEO_MB override them). */
export const DEFAULT_MAX_IMAGE_BYTES = 20 * 1024 * 1024;
export const DEFAULT_MAX_VIDEO_BYTES = 200 * 1024 * 1024;

const page = z.coerce.number().int().min(1).max(10_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(20);
const search = z.string().trim().max(100).optional();
const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

// News.

export const NEWS_STATUSES = ['published', 'draft'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];

export const adminNewsListQuerySchema = z.object({
  search,
  status: z.enum([...NEWS_STATUSES, 'all']).default('all'),
  sort: z.enum(['publishedAt', 'title', 'updatedAt']).default('updatedAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page,
  pageSize,
});
export type AdminNewsListQuery = Partial<z.output<typeof adminNewsListQuerySchema>>;

/** Text in three languages, as `localizedInput`, refusing HTML: no markup is ever stored (bodies are Markdown). */
const noHtmlInput = (requiredKey: string, max: number) =>
  localizedInput(requiredKey, max).superRefine((text, ctx) => {
    for (const language of ['bg', 'en', 'ru'] as const) {
      if (containsHtml(text[language] ?? ''))
        ctx.addIssue({ code: 'custom', path: [language], message: 'markdownHtml' });
    }
  });

export const newsInputSchema = z.object({
  title: noHtmlInput('titleRequired', 200),
  excerpt: noHtmlInput('excerptRequired', 600),
  body: noHtmlInput('bodyRequired', 20_000),
  /** The publication date shown with the article ('YYYY-MM-DD', club time); empty: the day it is published. */
  publishedOn: z
    .string()
    .trim()
    .regex(/^(\d{4}-\d{2}-\d{2})?$/, 'dateInvalid')
    .refine((v) => v === '' || !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'dateInvalid')
    .default(''),
});
export type NewsInput = z.input<typeof newsInputSchema>;

export const newsPublishedSchema = z.object({ published: z.boolean() });

export const adminNewsSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: localizedTextSchema,
  excerpt: localizedTextSchema,
  body: localizedTextSchema,
  imageUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  published: z.boolean(),
  /** The publication date (ISO instant), or null for a draft that was never given one. */
  publishedAt: z.string().nullable(),
  /** Published with a date still ahead: the public sees it from then on. */
  scheduled: z.boolean(),
  updatedAt: z.string(),
  createdAt: z.string(),
});
export type AdminNews = z.infer<typeof adminNewsSchema>;
const limitsSchema = z.object({ imageBytes: z.number().int(), videoBytes: z.number().int() });
/** With the upload limits in force, so the pickers can check a file before sending it. */
export const adminNewsListSchema = listOf(adminNewsSchema).extend({ limits: limitsSchema });
export type AdminNewsList = z.infer<typeof adminNewsListSchema>;

// Media.

export const adminMediaListQuerySchema = z.object({
  search,
  type: z.enum(MEDIA_TYPES).optional(),
  visibility: z.enum(['visible', 'hidden', 'all']).default('all'),
  page,
  pageSize,
});
export type AdminMediaListQuery = Partial<z.output<typeof adminMediaListQuerySchema>>;

export const mediaCaptionSchema = z.object({
  title: noHtmlInput('titleRequired', 200),
  description: optionalLocalizedInput(1000),
});
export type MediaCaptionInput = z.input<typeof mediaCaptionSchema>;
/**
 * An upload's captions, and whether it starts hidden (issue 29): the console keeps a new photo hidden by default, so
 * the admin tags the children in it before anyone sees it.
 */
export const mediaUploadMetaSchema = mediaCaptionSchema.extend({ hidden: z.boolean().default(false) });
export type MediaUploadMetaInput = z.input<typeof mediaUploadMetaSchema>;

export const mediaHiddenSchema = z.object({ hidden: z.boolean() });
export const mediaMoveSchema = z.object({ direction: z.enum(['up', 'down'], { error: 'invalid' }) });
export type MediaMove = z.infer<typeof mediaMoveSchema>;

export const adminMediaSchema = z.object({
  id: z.string(),
  type: z.enum(MEDIA_TYPES),
  title: localizedTextSchema,
  description: localizedTextSchema.nullable(),
  url: z.string(),
  thumbnailUrl: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  mimeType: z.string().nullable(),
  byteSize: z.number().int().nullable(),
  hidden: z.boolean(),
  /** Place in the gallery's order, 1 first (the public gallery shows visible items in this order). */
  position: z.number().int(),
  takenAt: z.string(),
  /** The children tagged as appearing in it (issue 29). */
  children: z.array(taggedChildSchema),
  /** Not public because a tagged child's family does not consent to publishing photos (whatever `hidden` says). */
  withheld: z.boolean(),
});
export type AdminMedia = z.infer<typeof adminMediaSchema>;
export const adminMediaListSchema = listOf(adminMediaSchema).extend({ limits: limitsSchema });
export type AdminMediaList = z.infer<typeof adminMediaListSchema>;
