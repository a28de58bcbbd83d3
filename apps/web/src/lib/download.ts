/** Offers a file made or read by script (a blob, or text built in the browser) as a download. */
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

export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  saveBlob(fileName, new Blob([text], { type }));
}
