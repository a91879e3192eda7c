import { Suspense } from 'react';
import { lazyNamed } from '../../lib/lazy-named';
import styles from './app-header.module.css';

const AppHeader = lazyNamed(
  () => import('./app-header'),
  (m) => m.AppHeader,
);

/**
 * The app's header for a screen that visitors see too (Support): its code, which is the
 * signed-in app's, is fetched only for a member. A bar of the same height holds its place.
 */
export function LazyAppHeader() {
  return (
    <Suspense fallback={<div className={styles.header} />}>
      <AppHeader />
    </Suspense>
  );
}
