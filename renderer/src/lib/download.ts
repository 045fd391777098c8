/**
 * Hands text to the user as a file: a Blob behind a temporary `<a download>`. A browser saves
 * it to its downloads; Electron asks where, with its save dialog.
 */
export function downloadText(filename: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken its copy once the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
