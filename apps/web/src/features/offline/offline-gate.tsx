import { useState, type ReactNode } from 'react';
import { OfflineBanner } from './offline-banner';
import { OfflineScreen } from './offline-screen';
import { useOnline } from './use-online';

/**
 * The app once the connection allows: opened without one (the service worker served the page
 * from its cache), the offline screen stands in until the connection is back; gone while the app
 * is open, a banner says so over what is already on screen.
 */
export function OfflineGate({ children }: { children: ReactNode }) {
  const online = useOnline();
  // The server renders a page only for a browser that reached it.
  const [waiting, setWaiting] = useState(
    () => typeof navigator !== 'undefined' && !navigator.onLine,
  );
  // Once connected, the app stays: a later loss of the connection only brings the banner.
  if (waiting && online) setWaiting(false);
  if (waiting) {
    const retry = () => {
      if (navigator.onLine) setWaiting(false);
      return navigator.onLine;
    };
    return <OfflineScreen onRetry={retry} />;
  }
  return (
    <>
      {children}
      {!online && <OfflineBanner />}
    </>
  );
}
