import { useId, type ReactNode } from 'react';
import styles from './settings.module.css';

interface SettingsSectionProps {
  title: string;
  /** One sentence under the title on what the section does. */
  description?: string;
  children: ReactNode;
}

/** A titled region of the settings page. */
export function SettingsSection({ title, description, children }: SettingsSectionProps) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {description && <p className={styles.description}>{description}</p>}
      {children}
    </section>
  );
}
