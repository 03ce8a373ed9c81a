import { describe, expect, it } from 'vitest';
import { ATTACHMENT_FILE_NAME_MAX, fileNameProblem, sniffContentType } from './attachments';
import { taskAcceptsFiles } from './tasks';
import { ONBOARDING_CASE_TASKS, caseStatusAfterSubmit } from './onboarding';

const bytes = (...b: number[]) => new Uint8Array(b);
const text = (s: string) => new TextEncoder().encode(s);

describe('attachment rules', () => {
  it('knows PDF, JPEG and PNG by their first bytes, whatever the file is called', () => {
    expect(sniffContentType(text('%PDF-1.7\n%…'))).toBe('application/pdf');
    expect(sniffContentType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('image/jpeg');
    expect(sniffContentType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
  });

  it('knows nothing else, nor a file cut shorter than its signature', () => {
    expect(sniffContentType(text('<html><script>'))).toBeUndefined();
    expect(sniffContentType(text('PK\u0003\u0004'))).toBeUndefined(); // a zip or an Office file
    expect(sniffContentType(text('%PDF'))).toBeUndefined();
    expect(sniffContentType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeUndefined();
    expect(sniffContentType(bytes())).toBeUndefined();
  });

  it('takes a plain file name and refuses folders, control characters, dots only and length', () => {
    expect(fileNameProblem('Lönespecifikation mars.pdf')).toBeUndefined();
    expect(fileNameProblem('   ')).toBe('EMPTY');
    expect(fileNameProblem('../../etc/passwd')).toBe('INVALID_CHARACTERS');
    expect(fileNameProblem('C:\\kontoutdrag.pdf')).toBe('INVALID_CHARACTERS');
    expect(fileNameProblem('a\nb.pdf')).toBe('INVALID_CHARACTERS');
    expect(fileNameProblem('..')).toBe('INVALID_CHARACTERS');
    expect(fileNameProblem('x'.repeat(ATTACHMENT_FILE_NAME_MAX))).toBeUndefined();
    expect(fileNameProblem('x'.repeat(ATTACHMENT_FILE_NAME_MAX + 1))).toBe('TOO_LONG');
  });

  it('lets files be added and removed only while the task waits for the customer', () => {
    expect(taskAcceptsFiles('OPEN')).toBe(true);
    for (const s of ['SUBMITTED', 'DONE', 'REJECTED'] as const) expect(taskAcceptsFiles(s)).toBe(false);
  });
});

describe('onboarding case status after a submit', () => {
  it('is SUBMITTED once no task is left open, OPEN before, and never for a case without tasks', () => {
    expect(caseStatusAfterSubmit(['SUBMITTED', 'OPEN'])).toBe('OPEN');
    expect(caseStatusAfterSubmit(['SUBMITTED', 'SUBMITTED'])).toBe('SUBMITTED');
    expect(caseStatusAfterSubmit([])).toBe('OPEN');
    expect(ONBOARDING_CASE_TASKS).toEqual(['PROVIDE_SOURCE_OF_FUNDS', 'PROVIDE_ID_DOCUMENT']);
  });
});
