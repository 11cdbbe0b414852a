/** Hands a downloaded file to the browser as a download with the given name. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns; it is freed once they have.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
