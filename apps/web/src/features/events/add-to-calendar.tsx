import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage } from '../../api';
import { Button, CalendarIcon, Spinner } from '../../ui';
import { useAddToCalendar } from './event-mutations';
import styles from './event-card.module.css';

/** Downloads the event's .ics file, fetched with the member's bearer in a header. */
export function AddToCalendarButton({ postId }: { postId: string }) {
  const { t } = useLingui();
  const download = useAddToCalendar(postId);
  return (
    <>
      <Button onClick={() => download.mutate()} disabled={download.isPending}>
        {download.isPending ? (
          <Spinner size={16} label={t`Preparing the calendar file`} />
        ) : (
          <CalendarIcon size={16} />
        )}
        <Trans>Add to calendar</Trans>
      </Button>
      {download.isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(download.error)}
        </p>
      )}
    </>
  );
}
