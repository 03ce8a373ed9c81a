/**
 * The virus-scan hook of CRM attachments (issue 16). Every uploaded file passes `scan` before its
 * row is written; a file found infected is refused (422 ATTACHMENT_INFECTED) and not kept, and a
 * scanner that cannot answer makes the upload fail (503) rather than keep an unscanned file.
 *
 * A real installation puts an antivirus engine behind this interface, e.g. ClamAV's clamd over its
 * INSTREAM command (a TCP stream of length-prefixed chunks answered "stream: OK" or
 * "stream: <signature> FOUND"). The built-in scanner knows one signature: the EICAR test file, the
 * industry's agreed harmless string every engine reports, so the whole refusal path can be tried
 * end to end without malware.
 */
export interface AttachmentScanner {
  scan(bytes: Buffer): Promise<ScanVerdict>;
}

export type ScanVerdict = { clean: true } | { clean: false; signature: string };

/**
 * The 68 characters of the EICAR anti-virus test file (eicar.org), joined at run time so that a
 * scanner on a developer's machine does not quarantine this source file.
 */
const EICAR = ['X5O!P%@AP[4\\PZX54(P^)7CC)7}$', 'EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*'].join('');

export const signatureScanner: AttachmentScanner = {
  scan(bytes) {
    // Engines find the string anywhere in a file (inside a PDF too), so this does.
    return Promise.resolve(
      bytes.includes(EICAR, 0, 'latin1') ? { clean: false, signature: 'EICAR-Test-File' } : { clean: true },
    );
  },
};
