/**
 * A random order that holds for the whole page load: the same list (or a refetch of it) keeps its
 * order while the member moves between screens, and a reload gives a new one.
 */
import { useRenderedPage } from '../session/rendered-page';

export const newPageLoadSeed = () => Math.floor(Math.random() * 2 ** 32);

const pageLoadSeed = newPageLoadSeed();

/** The seed of this page load: the server's, when it rendered the page. */
export const usePageLoadSeed = () => useRenderedPage()?.seed ?? pageLoadSeed;

/** FNV-1a over the seed and the key: cheap, and spreads similar ids apart. */
const rank = (key: string, seed: number) => {
  let hash = (2166136261 ^ seed) >>> 0;
  for (let index = 0; index < key.length; index += 1) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 16777619) >>> 0;
  }
  return hash;
};

export const stableShuffle = <T>(
  items: readonly T[],
  keyOf: (item: T) => string,
  seed: number = pageLoadSeed,
): T[] =>
  items
    .map((item) => ({ item, order: rank(keyOf(item), seed) }))
    .sort((a, b) => a.order - b.order)
    .map(({ item }) => item);
