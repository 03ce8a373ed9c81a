import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The text of a PDF as poppler's pdftotext reads it (layout kept), no-break spaces as plain ones. */
export function pdfToText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-text-'));
  try {
    const file = join(dir, 'doc.pdf');
    writeFileSync(file, pdf);
    execFileSync('pdftotext', ['-layout', file, join(dir, 'doc.txt')]);
    return readFileSync(join(dir, 'doc.txt'), 'utf8').replace(/\u00a0/g, ' ');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
