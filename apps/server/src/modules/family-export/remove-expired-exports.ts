// The daily cleanup: an export past its link's hours loses its file; the row stays, with its status, as the record.
import { and, eq, isNotNull, lte } from 'drizzle-orm';
import { dataExports } from '../../db/schema/index.js';
import type { FamilyExportDeps } from './export-deps.js';
import { removeExportFile } from './export-files.js';

/** Deletes the files of expired exports; answers how many. */
export async function removeExpiredExports(deps: Pick<FamilyExportDeps, 'db' | 'filesDir' | 'now'>): Promise<number> {
  const expired = await deps.db
    .select({ id: dataExports.id, fileKey: dataExports.fileKey })
    .from(dataExports)
    .where(and(isNotNull(dataExports.fileKey), lte(dataExports.expiresAt, deps.now())));
  for (const { id, fileKey } of expired) {
    if (fileKey) await removeExportFile(deps.filesDir, fileKey);
    await deps.db.update(dataExports).set({ fileKey: null }).where(eq(dataExports.id, id));
  }
  return expired.length;
}
