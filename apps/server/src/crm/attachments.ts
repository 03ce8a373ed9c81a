import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import {
  ATTACHMENTS_PER_TASK_MAX,
  ATTACHMENT_CONTENT_TYPES,
  ATTACHMENT_MAX_BYTES,
  fileNameProblem,
  sniffContentType,
  taskAcceptsFiles,
  type AttachmentContentType,
  type CrmTaskStatus,
} from '@broker/domain';
import { CRM_UPLOAD_PATH, type CrmAttachment } from '@broker/contract';
import type { Db, Tx } from '../db/database';
import { crmAttachments, crmTasks, crmUploadTokens } from '../db/schema';
import { HttpError, notFound } from '../http/api-error';
import type { AttachmentScanner } from './scanner';
import {
  attachmentColumns,
  ownedTask,
  ownerColumns,
  taskNotOpen,
  toAttachment,
  type TaskOwner,
} from './tasks';

/**
 * Attachments of CRM tasks (issue 16; spec 001 §7.5 attachments upload, delete, tokens). A file
 * comes in two steps, like a pre-signed upload to a storage bucket: `createUploadToken` checks
 * the declared name, type and size against the task and the rules (domain crm/attachments.ts)
 * and answers a random one-time address; `uploadAttachment` takes the bytes sent there, checks
 * that they are what was declared (as many, and of the type their first bytes show), has them
 * scanned, and keeps them with the task in one transaction that also spends the token.
 */

/** Long enough to pick a file and send it on a slow line; short enough that a leaked address soon dies. */
export const UPLOAD_TOKEN_TTL_MS = 15 * 60_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const fileCount = async (db: Db | Tx, taskId: number) =>
  (await db.select({ n: count() }).from(crmAttachments).where(eq(crmAttachments.taskId, taskId)))[0]!.n;

function checkDeclared(input: { fileName: string; contentType: string; size: number }) {
  if (fileNameProblem(input.fileName)) {
    throw new HttpError(422, 'ATTACHMENT_FILE_NAME_INVALID', 'The file name cannot be used', [
      { code: 'ATTACHMENT_FILE_NAME_INVALID', field: 'fileName' },
    ]);
  }
  if (!(ATTACHMENT_CONTENT_TYPES as readonly string[]).includes(input.contentType.toLowerCase())) {
    throw new HttpError(422, 'ATTACHMENT_TYPE_NOT_ALLOWED', 'Send a PDF, JPEG or PNG file', [
      { code: 'ATTACHMENT_TYPE_NOT_ALLOWED', field: 'contentType' },
    ]);
  }
  if (input.size > ATTACHMENT_MAX_BYTES) {
    throw new HttpError(422, 'ATTACHMENT_TOO_LARGE', `A file is at most ${ATTACHMENT_MAX_BYTES} bytes`, [
      { code: 'ATTACHMENT_TOO_LARGE', field: 'size' },
    ]);
  }
}

function checkRoom(status: string, taskId: number, files: number) {
  if (!taskAcceptsFiles(status as CrmTaskStatus)) throw taskNotOpen(taskId);
  if (files >= ATTACHMENTS_PER_TASK_MAX) {
    throw new HttpError(
      422,
      'ATTACHMENT_LIMIT_REACHED',
      `A task holds at most ${ATTACHMENTS_PER_TASK_MAX} files`,
    );
  }
}

export async function createUploadToken(
  db: Db,
  owner: TaskOwner,
  input: { taskId: number; fileName: string; contentType: string; size: number },
  now: number,
) {
  const task = await ownedTask(db, owner, input.taskId);
  checkDeclared(input);
  checkRoom(task.status, task.id, await fileCount(db, task.id));
  const token = randomBytes(32).toString('base64url');
  const expiresAt = now + UPLOAD_TOKEN_TTL_MS;
  await db.insert(crmUploadTokens).values({
    tokenHash: hashToken(token),
    ...ownerColumns(owner),
    taskId: task.id,
    fileName: input.fileName.trim(),
    contentType: input.contentType.toLowerCase(),
    size: input.size,
    expiresAt: new Date(expiresAt),
  });
  return {
    token,
    uploadPath: CRM_UPLOAD_PATH.replace('{token}', token),
    expiresAt,
    maxBytes: ATTACHMENT_MAX_BYTES,
  };
}

const invalidToken = () =>
  notFound('UPLOAD_TOKEN_INVALID', 'This upload address is unknown, used or expired; ask for a new one');

/**
 * The bytes PUT to a token's address. Every check comes before anything is written; the token is
 * spent in the same transaction as the attachment is kept, so a failed upload can be tried again
 * with the same token until it expires, and a kept one cannot be sent twice.
 */
export async function uploadAttachment(
  db: Db,
  scanner: AttachmentScanner,
  token: string,
  bytes: Buffer,
  now: number,
): Promise<CrmAttachment> {
  const tokenHash = hashToken(token);
  const live = and(
    eq(crmUploadTokens.tokenHash, tokenHash),
    isNull(crmUploadTokens.usedAt),
    gt(crmUploadTokens.expiresAt, new Date(now)),
  );
  const [declared] = await db.select().from(crmUploadTokens).where(live);
  if (!declared) throw invalidToken();
  if (bytes.length !== declared.size) {
    throw new HttpError(
      400,
      'ATTACHMENT_SIZE_MISMATCH',
      `${bytes.length} bytes came, ${declared.size} were declared`,
    );
  }
  const sniffed: AttachmentContentType | undefined = sniffContentType(bytes);
  if (sniffed !== declared.contentType) {
    throw new HttpError(422, 'ATTACHMENT_CONTENT_MISMATCH', `The file is not a ${declared.contentType} file`);
  }
  const verdict = await scanner.scan(bytes).catch((error: unknown) => {
    throw new HttpError(503, 'SERVICE_UNAVAILABLE', `The file could not be scanned: ${String(error)}`);
  });
  if (!verdict.clean) {
    throw new HttpError(
      422,
      'ATTACHMENT_INFECTED',
      `The virus scan found ${verdict.signature}; the file was not kept`,
    );
  }
  const kept = await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(crmUploadTokens)
      .set({ usedAt: new Date(now) })
      .where(live)
      .returning({
        customerId: crmUploadTokens.customerId,
        onboardingCaseId: crmUploadTokens.onboardingCaseId,
        taskId: crmUploadTokens.taskId,
      });
    // Spent by a parallel upload of the same bytes meanwhile.
    if (!spent) throw invalidToken();
    const owner: TaskOwner =
      spent.customerId !== null ? { customerId: spent.customerId } : { caseId: spent.onboardingCaseId! };
    // The task may have been submitted, or filled, since the token was given.
    const task = await ownedTask(tx, owner, spent.taskId, true);
    checkRoom(task.status, task.id, await fileCount(tx, task.id));
    const [row] = await tx
      .insert(crmAttachments)
      .values({
        ...ownerColumns(owner),
        taskId: spent.taskId,
        fileName: declared.fileName,
        contentType: sniffed,
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        bytes,
        createdAt: new Date(now),
      })
      .returning(attachmentColumns);
    return row!;
  });
  return toAttachment(kept);
}

const noAttachment = (id: number) => notFound('ATTACHMENT_NOT_FOUND', `No attachment ${id}`);

/** Removes a file while its task still waits for the customer. */
export async function deleteAttachment(db: Db, customerId: number, attachmentId: number) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ taskId: crmAttachments.taskId, status: crmTasks.status })
      .from(crmAttachments)
      .innerJoin(crmTasks, eq(crmTasks.id, crmAttachments.taskId))
      .where(and(eq(crmAttachments.id, attachmentId), eq(crmAttachments.customerId, customerId)));
    if (!row) throw noAttachment(attachmentId);
    // Locks the task, so a submit in parallel sees the file either kept or gone, never half.
    const task = await ownedTask(tx, customerId, row.taskId, true);
    if (!taskAcceptsFiles(task.status as CrmTaskStatus)) throw taskNotOpen(task.id);
    await tx.delete(crmAttachments).where(eq(crmAttachments.id, attachmentId));
  });
  return { id: attachmentId };
}

/** The file of one of the owner's attachments (a customer's, or a prospect's case's), with what its download needs. */
export async function attachmentFile(db: Db, owner: TaskOwner, attachmentId: number) {
  const { customerId, onboardingCaseId } = ownerColumns(owner);
  const [row] = await db
    .select({
      fileName: crmAttachments.fileName,
      contentType: crmAttachments.contentType,
      bytes: crmAttachments.bytes,
    })
    .from(crmAttachments)
    .where(
      and(
        eq(crmAttachments.id, attachmentId),
        customerId !== null
          ? eq(crmAttachments.customerId, customerId)
          : eq(crmAttachments.onboardingCaseId, onboardingCaseId!),
      ),
    );
  if (!row) throw noAttachment(attachmentId);
  return row;
}
