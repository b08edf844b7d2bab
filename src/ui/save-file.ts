/** How long the object URL outlives the click: the browser has taken the file by then. */
export const REVOKE_AFTER_MS = 1000;

/**
 * Hands a fetched file to the browser's download (part 2 §7: a report saved as e.g. EKORDF01.pdf; a winners list as V75-2026-11-21.pdf): an object URL and a
 * temporary `<a download>` clicked once, the URL revoked shortly after.
 */
export function saveFile(blob: Blob, fileName: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  doc.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}
