// A family's export (issue 29 item 3): one button makes a ZIP of everything the club holds about the account and its
// children (data.json and a readable summary.pdf), built in the background and downloadable for EXPORT_LINK_HOURS by
// its owner only (the link's secret and the owner's session).
import { z } from 'zod';

/** How many exports an account may ask for in 24 hours. */
export const EXPORTS_PER_DAY = 3;

/** What the person sees: being prepared, ready to download, past its link's hours, or failed (ask again). */
export const FAMILY_EXPORT_STATES = ['preparing', 'ready', 'expired', 'failed'] as const;
export type FamilyExportState = (typeof FAMILY_EXPORT_STATES)[number];

export const familyExportSchema = z.object({
  id: z.string(),
  state: z.enum(FAMILY_EXPORT_STATES),
  requestedAt: z.string(),
  readyAt: z.string().nullable(),
  /** Until when the download works (ISO instant); null until ready. */
  expiresAt: z.string().nullable(),
  byteSize: z.number().int().nullable(),
  /** The download address (with the link's secret) while ready, for the owner's own screen; else null. */
  downloadUrl: z.string().nullable(),
});
export type FamilyExport = z.infer<typeof familyExportSchema>;

/** The caller's newest export (null when they never asked), and how many more they may ask for today. */
export const familyExportStatusSchema = z.object({
  latest: familyExportSchema.nullable(),
  remainingToday: z.number().int().min(0),
});
export type FamilyExportStatus = z.infer<typeof familyExportStatusSchema>;

export const familyExportParamsSchema = z.object({ exportId: z.string().min(1).max(100) });

/** The mail link's secret; a missing or malformed one is answered like an unknown export. */
export const familyExportDownloadQuerySchema = z.object({ token: z.string().max(200).optional() });
