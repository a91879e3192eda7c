/** "Quad © 2026" under the login form and the home's left menu: the year is today's. */
import { useSyncExternalStore } from 'react';
import { useRenderedPage } from '../session/rendered-page';

const noSubscription = () => () => undefined;
const yearNow = () => new Date().getFullYear();

/**
 * The current year. A page the server drew shows the year of its rendering (in UTC, which both
 * sides agree on) until it is hydrated, then the reader's own.
 */
export const useCopyrightYear = () => {
  const renderedAt = useRenderedPage()?.now;
  return useSyncExternalStore(noSubscription, yearNow, () =>
    renderedAt === undefined ? yearNow() : new Date(renderedAt).getUTCFullYear(),
  );
};

export function Copyright({ productName }: { productName: string }) {
  return (
    <>
      {productName} © {useCopyrightYear()}
    </>
  );
}
