import type { Details } from '@quad/contract';

const handleUrl = (base: string, handle: string | undefined) =>
  handle ? `${base}${encodeURIComponent(handle)}` : null;

/** The profile addresses a member's handles stand for, or null where no handle is set. */
export const socialLinks = (details: Details | undefined) => ({
  github: handleUrl('https://github.com/', details?.github),
  instagram: handleUrl('https://www.instagram.com/', details?.instagram),
  linkedin: handleUrl('https://www.linkedin.com/in/', details?.linkedin),
});
