/** Saves `data` as a file the browser downloads (a CSV export, an invoice's PDF). */
export function downloadFile(fileName: string, data: Blob): void {
  const url = URL.createObjectURL(data);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the data by the next task; the URL would otherwise live as long as the page.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The bytes of a base64 text, as a function answer carries a file. */
export function bytesOfBase64(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
