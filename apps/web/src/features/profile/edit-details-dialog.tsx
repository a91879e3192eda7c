import { Trans, useLingui } from '@lingui/react/macro';
import type { Profile } from '@quad/contract';
import { useId } from 'react';
import { DialogHeader, Modal } from '../../ui';
import { DETAIL_SECTIONS } from './detail-fields';
import { DetailEditor } from './detail-editor';
import dialog from './dialog.module.css';
import styles from './details.module.css';

interface EditDetailsDialogProps {
  profile: Profile;
  onClose: () => void;
}

export function EditDetailsDialog({ profile, onClose }: EditDetailsDialogProps) {
  const { i18n } = useLingui();
  const titleId = useId();
  const noteId = useId();
  return (
    <Modal labelledBy={titleId} describedBy={noteId} onClose={onClose} className={dialog.dialog}>
      <DialogHeader titleId={titleId} onClose={onClose}>
        <Trans>Edit Details</Trans>
      </DialogHeader>
      <div className={dialog.body}>
        <p id={noteId} className={styles.dialogNote}>
          <Trans>Customize your intro. Details you add are public.</Trans>
        </p>
        {DETAIL_SECTIONS.map((section) => (
          <DetailSectionBlock key={section.fields[0]?.key} title={i18n._(section.title)}>
            {section.fields.map((field) => (
              <DetailEditor key={field.key} profile={profile} field={field} />
            ))}
          </DetailSectionBlock>
        ))}
      </div>
    </Modal>
  );
}

function DetailSectionBlock({ title, children }: { title: string; children: React.ReactNode }) {
  const headingId = useId();
  return (
    <section className={dialog.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={dialog.sectionTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}
