/** Offers a file read by script as a download under the given name. */
export function saveBlob(fileName: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link; the object URL can go once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
