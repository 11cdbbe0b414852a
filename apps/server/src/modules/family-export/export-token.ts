// The secret in an export's download link. Derived from the server's secret and the export's id, so the mail and the
// owner's own screen carry the same link without storing it; the export keeps only its SHA-256.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** The link secret of the export with this id. */
export function exportToken(secret: string, exportId: string): string {
  return createHmac('sha256', secret).update(`family-export:${exportId}`).digest('base64url');
}

/** What the export stores of its link secret. */
export function hashExportToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether a presented secret is the one whose hash the export keeps (compared in constant time). */
export function tokenMatches(presented: string | undefined, storedHash: string | null): boolean {
  if (!presented || !storedHash) return false;
  const a = Buffer.from(hashExportToken(presented), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The download address of an export (relative to the site). */
export function downloadPath(secret: string, exportId: string): string {
  return `/api/family-export/${exportId}/download?token=${exportToken(secret, exportId)}`;
}
