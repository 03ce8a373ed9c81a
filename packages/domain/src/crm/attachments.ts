/**
 * What a customer may upload to a CRM task (spec 001 §7.5 attachments): identity papers, pay slips,
 * bank statements and company registers, which people scan or photograph. PDF, JPEG and PNG cover
 * that and are what a reviewer can open without risk; the type is judged by the file's own first
 * bytes, never by its name or the browser's word alone.
 */

export const ATTACHMENT_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type AttachmentContentType = (typeof ATTACHMENT_CONTENT_TYPES)[number];

/** 10 MiB: a phone photo or a scanned statement of several pages fits; a video does not. */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

/** On one task; enough for a statement per month of a quarter and the ID's two sides, and then some. */
export const ATTACHMENTS_PER_TASK_MAX = 10;

export const ATTACHMENT_FILE_NAME_MAX = 120;

/** The signatures of ATTACHMENT_CONTENT_TYPES (PDF "%PDF-", JPEG SOI marker, the PNG header). */
const SIGNATURES: Record<AttachmentContentType, readonly number[]> = {
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d],
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
};

/** The allowed type the bytes begin like, or undefined. */
export function sniffContentType(bytes: Uint8Array): AttachmentContentType | undefined {
  return ATTACHMENT_CONTENT_TYPES.find((type) => {
    const signature = SIGNATURES[type];
    return bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);
  });
}

export type FileNameProblem = 'EMPTY' | 'TOO_LONG' | 'INVALID_CHARACTERS';

/**
 * A file name as it is shown and sent back in Content-Disposition: no folders, no control
 * characters, not only dots, at most ATTACHMENT_FILE_NAME_MAX characters after trimming.
 */
export function fileNameProblem(name: string): FileNameProblem | undefined {
  const trimmed = name.trim();
  if (trimmed.length === 0) return 'EMPTY';
  if (trimmed.length > ATTACHMENT_FILE_NAME_MAX) return 'TOO_LONG';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f/\\]/.test(trimmed) || /^\.+$/.test(trimmed)) return 'INVALID_CHARACTERS';
  return undefined;
}
