import type { ReactNode } from 'react';
import { AppHeader } from './app-header';
import styles from './layouts.module.css';
import { LeftMenu } from './left-menu';
import { RightPanel } from './right-panel';

/** A signed-in page: the header above one centred column. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <AppHeader />
      <main className={styles.single}>{children}</main>
    </>
  );
}

/** Home-like pages: header, left menu, middle column and right panel. */
export function HomeLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <AppHeader />
      <div className={styles.home}>
        <LeftMenu />
        <main className={styles.middle}>{children}</main>
        <RightPanel />
      </div>
    </>
  );
}
