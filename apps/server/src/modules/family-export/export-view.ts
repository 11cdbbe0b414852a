// An export as its owner sees it: being prepared, ready (with the download link), expired or failed.
import type { FamilyExport, FamilyExportState } from '@swim/shared/api/family-export';
import type { dataExports } from '../../db/schema/index.js';
import { downloadPath } from './export-token.js';

type ExportRow = typeof dataExports.$inferSelect;

/** What the owner sees of the export now. */
export function exportState(row: ExportRow, now: Date): FamilyExportState {
  if (row.status === 'queued') return 'preparing';
  if (row.status === 'failed') return 'failed';
  return row.expiresAt && row.expiresAt > now ? 'ready' : 'expired';
}

/** The owner's view of an export; the download link only while it is ready. */
export function toExportView(row: ExportRow, now: Date, secret: string): FamilyExport {
  const state = exportState(row, now);
  return {
    id: row.id,
    state,
    requestedAt: row.requestedAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    byteSize: row.byteSize,
    downloadUrl: state === 'ready' ? downloadPath(secret, row.id) : null,
  };
}
