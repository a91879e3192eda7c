/**
 * Object URLs, which jsdom lacks: each blob gets its own blob: address. The setup fails a test
 * that leaves one unrevoked once everything is unmounted.
 */
const live = new Map<string, Blob>();
let made = 0;

export const installObjectUrls = () => {
  URL.createObjectURL = (blob: Blob) => {
    made += 1;
    const url = `blob:${window.location.origin}/${made}`;
    live.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = (url: string) => {
    live.delete(url);
  };
};

/** The blob behind a live object URL. */
export const blobAt = (url: string | null) => (url ? live.get(url) : undefined);

/** The object URLs not revoked yet; forgets them. */
export const takeLiveObjectUrls = () => {
  const urls = [...live.keys()];
  live.clear();
  return urls;
};
