// The background job's work: read the family's data, write data.json and summary.pdf into a ZIP under a random name,
// mark the export ready for EXPORT_LINK_HOURS and mail the owner the link. Running twice builds once: only the run that
// moves the row from queued to ready keeps its file and sends the mail.
import { pickText } from '@swim/shared/localized';
import { EXPORT_LINK_HOURS } from '@swim/shared/privacy';
import { and, eq } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { dataExports, users } from '../../db/schema/index.js';
import { readClubSettings } from '../settings/settings.service.js';
import { collectFamilyData } from './collect-family-data.js';
import type { FamilyExportDeps } from './export-deps.js';
import { removeExportFile, writeExportFile } from './export-files.js';
import { exportReadyMail } from './export-mail.js';
import { downloadPath, exportToken, hashExportToken } from './export-token.js';
import { renderFamilySummary } from './summary-pdf.js';

/** The ZIP of a family's export: data.json and summary.pdf in the account's language. */
export async function buildExportArchive(deps: Pick<FamilyExportDeps, 'db'>, userId: string, now: Date) {
  const data = await collectFamilyData(deps.db, userId, now);
  if (!data) return null;
  const club = await readClubSettings(deps.db);
  const language = data.account.language;
  const pdf = await renderFamilySummary(data, language, pickText(club.name, language));
  const zip = zipSync({ 'data.json': strToU8(JSON.stringify(data, null, 2)), 'summary.pdf': new Uint8Array(pdf) });
  return { zip, data, clubName: pickText(club.name, language) };
}

/** Builds one queued export (nothing for one already built, failed or unknown); a failure marks it failed. */
export async function buildExport(deps: FamilyExportDeps, exportId: string): Promise<void> {
  const [row] = await deps.db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, exportId), eq(dataExports.status, 'queued')));
  if (!row) return;
  try {
    const now = deps.now();
    const built = await buildExportArchive(deps, row.userId, now);
    if (!built) throw new Error('account not found');
    const fileKey = await writeExportFile(deps.filesDir, built.zip);
    const [ready] = await deps.db
      .update(dataExports)
      .set({
        status: 'ready',
        readyAt: now,
        expiresAt: new Date(now.getTime() + EXPORT_LINK_HOURS * 3_600_000),
        fileKey,
        byteSize: built.zip.byteLength,
        tokenHash: hashExportToken(exportToken(deps.secret, row.id)),
      })
      .where(and(eq(dataExports.id, row.id), eq(dataExports.status, 'queued')))
      .returning({ id: dataExports.id });
    if (!ready) {
      await removeExportFile(deps.filesDir, fileKey);
      return;
    }
    const [owner] = await deps.db.select().from(users).where(eq(users.id, row.userId));
    if (!owner) return;
    await deps.mailer.send(
      exportReadyMail({
        to: owner.email,
        name: owner.name,
        language: owner.preferredLanguage,
        clubName: built.clubName,
        downloadUrl: `${deps.publicUrl}${downloadPath(deps.secret, row.id)}`,
        profileUrl: `${deps.publicUrl}/profile`,
        hours: EXPORT_LINK_HOURS,
      }),
    );
    deps.log.info({ exportId: row.id, bytes: built.zip.byteLength }, 'family export ready');
  } catch (err) {
    deps.log.error({ err, exportId: row.id }, 'family export failed');
    await deps.db
      .update(dataExports)
      .set({ status: 'failed', error: err instanceof Error ? err.message.slice(0, 500) : 'failed' })
      .where(and(eq(dataExports.id, row.id), eq(dataExports.status, 'queued')));
  }
}

/** Builds every export still queued (the minute sweep: a job not sent, or sent from an instance without jobs). */
export async function buildQueuedExports(deps: FamilyExportDeps): Promise<number> {
  const queued = await deps.db.select({ id: dataExports.id }).from(dataExports).where(eq(dataExports.status, 'queued'));
  for (const { id } of queued) await buildExport(deps, id);
  return queued.length;
}
