// The owner downloads their export: their session and the link's secret are both needed; anyone else, or a wrong
// secret, gets the answer an unknown export gets; past its hours the answer is EXPORT_EXPIRED.
import { AppError } from '../../lib/errors.js';
import { recordAudit } from '../../lib/audit.js';
import { type Actor, dataExportNotFound, findOwnDataExport } from '../access/access-policy.js';
import type { FamilyExportDeps } from './export-deps.js';
import { readExportFile } from './export-files.js';
import { tokenMatches } from './export-token.js';
import { exportState } from './export-view.js';

export const exportExpired = () => new AppError('EXPORT_EXPIRED', 'This download link has expired');

/** The archive's bytes and file name, audit-logged as downloaded. */
export async function downloadExport(
  deps: FamilyExportDeps,
  actor: Actor,
  input: { exportId: string; token: string | undefined },
): Promise<{ bytes: Buffer; filename: string }> {
  const row = await findOwnDataExport(deps.db, actor, input.exportId);
  if (!tokenMatches(input.token, row.tokenHash)) throw dataExportNotFound();
  const state = exportState(row, deps.now());
  if (state === 'expired') throw exportExpired();
  if (state !== 'ready' || !row.fileKey) throw dataExportNotFound();
  const bytes = await readExportFile(deps.filesDir, row.fileKey);
  // The file goes with the cleanup a moment after the link's hours end.
  if (!bytes) throw exportExpired();
  await recordAudit(deps.db, {
    actorId: actor.id,
    action: 'data_export.downloaded',
    entityType: 'user',
    entityId: actor.id,
  });
  const day = (row.readyAt ?? row.requestedAt).toISOString().slice(0, 10);
  return { bytes, filename: `swim-club-data-${day}.zip` };
}
