import { Trans, useLingui } from '@lingui/react/macro';
import { CHECK_IN_CODE_PERIOD_SECONDS } from '@quad/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import {
  downloadAttendance,
  errorMessage,
  eventKeys,
  getAttendance,
  getCheckInCode,
} from '../../api';
import { fullName } from '../../lib/full-name';
import { saveFile } from '../../lib/save-file';
import { Button, DialogHeader, MemberRow, Modal, Spinner } from '../../ui';
import styles from './check-in.module.css';
import { timeOfDay } from '../events';

/** Who checked in is read again this often while the screen is open. */
const ATTENDANCE_POLL_MS = 5_000;
/** The next code is asked for just after the current one's period ends. */
const AFTER_CHANGE_MS = 300;

/** Until the code changes; within one period, whatever the two clocks say. */
const untilChange = (changesAt: string) =>
  Math.min(
    Math.max(Date.parse(changesAt) - Date.now(), 0) + AFTER_CHANGE_MS,
    CHECK_IN_CODE_PERIOD_SECONDS * 1000,
  );

/** The QR code the server drew, as an image (never put into the page as markup). */
const qrImageSource = (svg: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

function Attendance({ postId, occurrence }: { postId: string; occurrence: string | undefined }) {
  const titleId = useId();
  const { i18n, t } = useLingui();
  const attendance = useQuery({
    queryKey: eventKeys.attendance(postId),
    queryFn: () => getAttendance(postId),
    refetchInterval: ATTENDANCE_POLL_MS,
  });
  const download = useMutation({
    mutationFn: () => downloadAttendance(postId),
    onSuccess: saveFile,
  });
  // With a code on screen, the occurrence being checked in to; otherwise every one.
  const rows = (attendance.data ?? []).filter(
    (row) => !occurrence || Date.parse(row.occurrence) === Date.parse(occurrence),
  );
  return (
    <section aria-labelledby={titleId} className={styles.attendance}>
      <h3 id={titleId} className={styles.subtitle}>
        <Trans>Attended</Trans> <span className={styles.muted}>· {rows.length}</span>
      </h3>
      {attendance.isPending && <Spinner size={24} label={t`Loading who checked in`} />}
      {attendance.isError && <p role="alert">{errorMessage(attendance.error)}</p>}
      {attendance.data && rows.length === 0 && (
        <p className={styles.muted}>
          <Trans>Nobody has checked in yet.</Trans>
        </p>
      )}
      <ul className={styles.list} aria-live="polite">
        {rows.map((row) => (
          <li key={`${row.user._id}-${row.occurrence}`}>
            <MemberRow
              picture={row.user.picture}
              name={fullName(row.user)}
              href={`/profile/${encodeURIComponent(row.user.username)}`}
              context={t`Attended · ${timeOfDay(i18n, new Date(row.checked_in_at))}`}
            />
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button onClick={() => download.mutate()} disabled={download.isPending}>
          {download.isPending && <Spinner size={16} label={t`Preparing the file`} />}
          <Trans>Download attendance</Trans>
        </Button>
      </div>
      {download.isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(download.error)}
        </p>
      )}
    </section>
  );
}

interface CheckInScreenProps {
  postId: string;
  title: string;
  onClose: () => void;
}

/**
 * The host's check-in: the code as text beside its QR code (which opens the check-in page),
 * replaced as it changes, and who checked in, marked Attended.
 */
export function CheckInScreen({ postId, title, onClose }: CheckInScreenProps) {
  const titleId = useId();
  const { t } = useLingui();
  const code = useQuery({
    queryKey: eventKeys.checkInCode(postId),
    queryFn: () => getCheckInCode(postId),
    refetchInterval: (query) =>
      query.state.data ? untilChange(query.state.data.changes_at) : false,
    refetchIntervalInBackground: true,
    gcTime: 0,
  });
  return (
    <Modal labelledBy={titleId} onClose={onClose} className={styles.dialog}>
      <DialogHeader titleId={titleId} onClose={onClose}>
        <Trans>
          Check-in · <span dir="auto">{title}</span>
        </Trans>
      </DialogHeader>
      <div className={styles.body}>
        {code.isPending && <Spinner size={28} label={t`Loading the check-in code`} />}
        {code.isError && !code.data && (
          <p role="alert" className={styles.error}>
            {errorMessage(code.error)}
          </p>
        )}
        {code.data && (
          <div className={styles.code}>
            <img
              src={qrImageSource(code.data.qr_svg)}
              alt={t`QR code of the check-in page with the code ${code.data.code}`}
              width={200}
              height={200}
              className={styles.qr}
            />
            <div>
              <p className={styles.muted}>
                <Trans>Check-in code</Trans>
              </p>
              <p className={styles.codeText} aria-live="polite">
                {code.data.code}
              </p>
              <p className={styles.muted}>
                <Trans>It changes every {CHECK_IN_CODE_PERIOD_SECONDS} seconds.</Trans>
              </p>
              {code.isError && (
                <p role="alert" className={styles.error}>
                  {errorMessage(code.error)}
                </p>
              )}
            </div>
          </div>
        )}
        <Attendance postId={postId} occurrence={code.data?.occurrence} />
      </div>
    </Modal>
  );
}
