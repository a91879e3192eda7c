import type { Profile } from '@quad/contract';
import { useId } from 'react';
import { CloseIcon, Modal } from '../../ui';
import { DETAIL_SECTIONS } from './detail-fields';
import { DetailEditor } from './detail-editor';
import styles from './details.module.css';

interface EditDetailsDialogProps {
  profile: Profile;
  onClose: () => void;
}

export function EditDetailsDialog({ profile, onClose }: EditDetailsDialogProps) {
  const titleId = useId();
  const noteId = useId();
  return (
    <Modal labelledBy={titleId} describedBy={noteId} onClose={onClose} className={styles.dialog}>
      <div className={styles.dialogHeader}>
        <h2 id={titleId} className={styles.dialogTitle}>
          Edit Details
        </h2>
        <button type="button" className={styles.iconButton} aria-label="Close" onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      <div className={styles.dialogBody}>
        <p id={noteId} className={styles.dialogNote}>
          Customize your intro. Details you add are public.
        </p>
        {DETAIL_SECTIONS.map((section) => (
          <DetailSectionBlock key={section.title} title={section.title}>
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
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.sectionTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}
