// Carrying out an erasure request (issue 29 item 4, ADR 0049): the one function an admin's confirmation and the daily
// job both call. Card subscriptions are told to end first (the provider cannot join our transaction); then every
// personal field goes in ONE transaction, each step audit-logged with ids and counts only; files go once committed.
import { isUuid } from '@swim/shared/uuid';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { children, dataExports, enrollments, erasureRequests, noticeDeliveries, users } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import type { Mailer } from '../../lib/mailer.js';
import { removeProfilePhoto } from '../admin/profile-photo.js';
import { removeUpload } from '../content-admin/media-files.js';
import { removeExportFile } from '../family-export/export-files.js';
import type { Notice, Notices } from '../notices/notice-service.js';
import { endEnrollmentSubscriptions } from '../payments/end-enrollment-subscriptions.js';
import type { PaymentsDeps } from '../payments/payments-deps.js';
import { offerFreePlaces, placeContext } from '../waitlist/offer-places.js';
import { queueMailIn } from '../../lib/mail-outbox.js';
import { eraseAccount } from './erase-account.js';
import { childTraces, eraseChildren } from './erase-children.js';
import { childErasedMail, familyAddress } from './erasure-mail.js';
import { scrubPublishedTexts } from './scrub-published.js';
import { mentions, recordSteps, scrubAudit, scrubOutbox } from './erasure-steps.js';

/** What an erasure needs: the database, the payment provider (subscriptions), notices (freed places) and the files. */
export type ErasureDeps = {
  db: Db;
  payments: PaymentsDeps;
  notices: Notices;
  publicUrl: string;
  now: () => Date;
  mailer: Pick<Mailer, 'deliverQueued'>;
  uploadsDir: string;
  dataDir: string;
};

export const erasureNotFound = () => new AppError('NOT_FOUND', 'Erasure request not found');
const notPending = () => new AppError('ERASURE_NOT_PENDING', 'This erasure request is no longer pending');
const staffAccount = () => new AppError('ERASURE_STAFF_ACCOUNT', 'The account is a staff account now');

type Request = typeof erasureRequests.$inferSelect;

/** The children a request erases: the one child, or every child of the account not erased yet. */
async function childrenOf(db: Db | Tx, request: Request): Promise<string[]> {
  if (request.scope === 'child') return request.childId ? [request.childId] : [];
  const rows = await db
    .select({ id: children.id })
    .from(children)
    .where(and(eq(children.parentId, request.userId), isNull(children.erasedAt)));
  return rows.map((r) => r.id);
}

/**
 * Carries out a pending erasure request now; `actorId` is the confirming admin, or null for the daily job.
 * Refuses (ERASURE_NOT_PENDING) a request already carried out, withdrawn or refused.
 */
export async function runErasure(
  deps: ErasureDeps,
  { requestId, actorId }: { requestId: string; actorId: string | null },
): Promise<void> {
  if (!isUuid(requestId)) throw erasureNotFound();
  const [before] = await deps.db.select().from(erasureRequests).where(eq(erasureRequests.id, requestId));
  if (!before) throw erasureNotFound();
  if (before.status !== 'pending') throw notPending();
  if (before.scope === 'account') {
    const [owner] = await deps.db.select({ role: users.role }).from(users).where(eq(users.id, before.userId));
    if (owner && owner.role !== 'parent') throw staffAccount();
  }
  // A running card subscription must not keep charging an erased family: each ends with the period already paid.
  const childIds = await childrenOf(deps.db, before);
  if (childIds.length > 0) {
    const ofChildren = await deps.db
      .select({ id: enrollments.id })
      .from(enrollments)
      .where(inArray(enrollments.childId, childIds));
    for (const { id } of ofChildren) await endEnrollmentSubscriptions(deps.payments, actorId ?? before.userId, id);
  }

  const now = deps.now();
  const done = await deps.db.transaction(async (tx) => {
    // The account first, then the request: the order a family's withdrawal locks them in, so the two never deadlock.
    const [user] = await tx
      .select({ id: users.id, email: users.email, name: users.name, phone: users.phone, role: users.role })
      .from(users)
      .where(eq(users.id, before.userId))
      .for('update');
    if (!user) throw erasureNotFound();
    const [request] = await tx.select().from(erasureRequests).where(eq(erasureRequests.id, requestId)).for('update');
    if (request?.status !== 'pending') throw notPending();
    const ids = await childrenOf(tx, request);
    const account = request.scope === 'account';
    // A parent made coach or admin since asking: their account now records what staff did, so it stays until the
    // admin gives it the parent role back or refuses the request (the daily job leaves it pending).
    if (account && user.role !== 'parent') throw staffAccount();
    const traces = [...(await childTraces(tx, ids)), ...(account ? [user.name, user.email, user.phone ?? ''] : [])];

    const erasedChildren = await eraseChildren(tx, ids, now);
    const erasedAccount = account ? await eraseAccount(tx, user, now) : null;
    const steps = [...erasedChildren.steps, ...(erasedAccount?.steps ?? [])];
    // A family's copies of its data hold the erased child too: they go (the family can ask for a new one).
    const childExports = account
      ? []
      : await tx
          .delete(dataExports)
          .where(eq(dataExports.userId, user.id))
          .returning({ id: dataExports.id, fileKey: dataExports.fileKey });
    if (!account) steps.push({ step: 'data_exports_deleted', ids: childExports.map((e) => e.id) });
    steps.push(...(await scrubPublishedTexts(tx, traces)));
    const deliveries = await tx
      .delete(noticeDeliveries)
      .where(and(eq(noticeDeliveries.userId, user.id), mentions(noticeDeliveries.payload, traces)))
      .returning({ id: noticeDeliveries.id });
    steps.push({ step: 'notices_deleted', ids: deliveries.map((d) => d.id) });
    steps.push(
      await scrubOutbox(tx, {
        traces,
        address: account ? user.email : null,
        replacement: erasedAccount?.address ?? null,
      }),
    );
    steps.push(
      await scrubAudit(tx, {
        traces,
        recordIds: [...(account ? [user.id] : []), ...ids],
        actorId: account ? user.id : null,
      }),
    );

    // An account's erasure carries out the family's other pending requests (its children go with it).
    const covered = await tx
      .update(erasureRequests)
      .set({ status: 'completed', completedAt: now, confirmedBy: actorId })
      .where(
        account
          ? and(eq(erasureRequests.userId, user.id), eq(erasureRequests.status, 'pending'))
          : eq(erasureRequests.id, request.id),
      )
      .returning({ id: erasureRequests.id });
    steps.push({ step: 'requests_completed', ids: covered.map((r) => r.id) });
    await recordSteps(tx, { requestId: request.id, actorId, steps });
    await recordAudit(tx, {
      actorId,
      action: 'erasure.completed',
      entityType: 'erasure_request',
      entityId: request.id,
      details: { scope: request.scope, count: ids.length },
    });

    // The parent of an erased child is told, after the scrub, so the mail itself holds nothing erased.
    const family = account ? null : await familyAddress(tx, user.id);
    const mailId = family ? await queueMailIn(tx, childErasedMail(family, request.requestedAt)) : null;

    const offers: Notice[] = [];
    const context = placeContext({ publicUrl: deps.publicUrl, now: () => now });
    for (const classId of erasedChildren.freedClasses) offers.push(...(await offerFreePlaces(tx, classId, context)));
    return {
      mailId,
      written: await deps.notices.write(tx, offers),
      mediaKeys: erasedChildren.mediaKeys,
      profilePhotos: erasedChildren.profilePhotos,
      exportFiles: [...(erasedAccount?.exportFiles ?? []), ...childExports.map((e) => e.fileKey)],
    };
  });
  deps.notices.dispatch(done.written);
  if (done.mailId) deps.mailer.deliverQueued([done.mailId]);
  await removeFiles(deps, done);
}

/** Removes the erased people's files once the erasure is committed; a file already gone is no error. */
async function removeFiles(
  deps: ErasureDeps,
  files: { mediaKeys: (string | null)[]; profilePhotos: (string | null)[]; exportFiles: (string | null)[] },
): Promise<void> {
  for (const key of files.mediaKeys) await removeUpload(deps.uploadsDir, 'media', key);
  for (const url of files.profilePhotos) await removeProfilePhoto(deps.uploadsDir, url);
  // Export archives live on the uploads volume (family-export/export-files.ts), which keeps only their base name.
  for (const key of files.exportFiles) if (key) await removeExportFile(deps.uploadsDir, key);
}

/** The requests due now: pending, their grace period over. */
export async function dueErasureRequests(db: Db, now: Date): Promise<string[]> {
  const rows = await db
    .select({ id: erasureRequests.id })
    .from(erasureRequests)
    .where(and(eq(erasureRequests.status, 'pending'), sql`${erasureRequests.dueAt} <= ${now}`))
    .orderBy(erasureRequests.dueAt);
  return rows.map((r) => r.id);
}
