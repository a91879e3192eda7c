import { useLiveUpdates } from './use-live-updates';

/** The signed-in tab's live stream: one for the whole app, whatever screen is on. */
export function LiveUpdates({ memberId }: { memberId: string }) {
  useLiveUpdates(memberId);
  return null;
}
