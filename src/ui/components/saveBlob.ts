/** Hands a blob to the browser as a file download (the machines' `saveFile` action). */
export function saveBlob({ blob, fileName }: { blob: Blob; fileName: string }): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked later: Chromium reads the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
