/**
 * Object URLs to show a chosen or cropped image before it is sent, owned by the component that
 * holds the image: `revoke` frees one when its image goes, and the rest are freed when the
 * component unmounts, so no file stays in memory after its preview.
 */
import { useEffect, useMemo, useRef } from 'react';

export const useObjectUrls = () => {
  const urls = useRef(new Set<string>());

  useEffect(() => {
    const owned = urls.current;
    return () => {
      for (const url of owned) URL.revokeObjectURL(url);
      owned.clear();
    };
  }, []);

  return useMemo(
    () => ({
      create: (blob: Blob) => {
        const url = URL.createObjectURL(blob);
        urls.current.add(url);
        return url;
      },
      /** Frees `url` if this owner made it; any other address (an uploaded image's) is left. */
      revoke: (url: string | null | undefined) => {
        if (url && urls.current.delete(url)) URL.revokeObjectURL(url);
      },
    }),
    [],
  );
};
