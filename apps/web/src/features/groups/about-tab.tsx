import { GROUP_KIND_LABELS, GROUP_PRIVACY_LABELS, type Group } from '@quad/contract';
import styles from './groups.module.css';
import { PRIVACY_MEANINGS } from './words';

const createdOn = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** About: the description, the rules, what the privacy means, the kind and when it began. */
export function AboutTab({ group }: { group: Group }) {
  return (
    <>
      <section className={[styles.card, styles.stack].join(' ')} aria-labelledby="group-about">
        <h2 id="group-about" className={styles.sectionTitle}>
          About this group
        </h2>
        {group.description ? (
          <p className={styles.ruleText}>{group.description}</p>
        ) : (
          <p className={styles.muted}>No description yet.</p>
        )}
        <dl className={styles.stack}>
          <div>
            <dt className={styles.label}>{GROUP_PRIVACY_LABELS[group.privacy]}</dt>
            <dd className={styles.muted}>{PRIVACY_MEANINGS[group.privacy]}</dd>
          </div>
          <div>
            <dt className={styles.label}>Kind</dt>
            <dd className={styles.muted}>
              {GROUP_KIND_LABELS[group.kind]}
              {group.college ? ` · ${group.college}` : ''}
            </dd>
          </div>
          <div>
            <dt className={styles.label}>Created</dt>
            <dd className={styles.muted}>{createdOn(group.createdAt)}</dd>
          </div>
        </dl>
      </section>
      <section className={[styles.card, styles.stack].join(' ')} aria-labelledby="group-rules">
        <h2 id="group-rules" className={styles.sectionTitle}>
          Rules
        </h2>
        {group.rules.length === 0 ? (
          <p className={styles.muted}>This group has no rules yet.</p>
        ) : (
          <ol className={styles.ruleList}>
            {group.rules.map((rule, index) => (
              <li key={index}>
                <strong>{rule.title}</strong>
                {rule.text && <p className={styles.ruleText}>{rule.text}</p>}
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
