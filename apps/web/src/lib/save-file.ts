/** Saves a fetched file through a temporary link to its blob. */
export const saveFile = ({ blob, fileName }: { blob: Blob; fileName: string }) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: the browser reads the blob once the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};
