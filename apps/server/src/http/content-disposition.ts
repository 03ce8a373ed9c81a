/**
 * A Content-Disposition with the file name twice: a plain ASCII one for old clients, and the exact
 * name encoded per RFC 6266/5987, since fund "symbols" are names with spaces and Nordic letters.
 * `inline` opens in the browser (a PDF), `attachment` downloads (a CSV).
 */
export function contentDisposition(fileName: string, type: 'attachment' | 'inline' = 'attachment'): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
