import { Trans, useLingui } from '@lingui/react/macro';
import type { Group } from '@quad/contract';
import styles from './groups.module.css';
import { dateLocalesOf } from '../events';
import { KIND_LABELS, PRIVACY_LABELS, PRIVACY_MEANINGS } from './words';

/** About: the description, the rules, what the privacy means, the kind and when it began. */
export function AboutTab({ group }: { group: Group }) {
  const { i18n } = useLingui();
  const createdOn = new Date(group.createdAt).toLocaleDateString(dateLocalesOf(i18n), {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
  return (
    <>
      <section className={[styles.card, styles.stack].join(' ')} aria-labelledby="group-about">
        <h2 id="group-about" className={styles.sectionTitle}>
          <Trans>About this group</Trans>
        </h2>
        {group.description ? (
          <p className={styles.ruleText} dir="auto">
            {group.description}
          </p>
        ) : (
          <p className={styles.muted}>
            <Trans>No description yet.</Trans>
          </p>
        )}
        <dl className={styles.stack}>
          <div>
            <dt className={styles.label}>{i18n._(PRIVACY_LABELS[group.privacy])}</dt>
            <dd className={styles.muted}>{i18n._(PRIVACY_MEANINGS[group.privacy])}</dd>
          </div>
          <div>
            <dt className={styles.label}>
              <Trans>Kind</Trans>
            </dt>
            <dd className={styles.muted}>
              {i18n._(KIND_LABELS[group.kind])}
              {group.college && (
                <>
                  {' · '}
                  <span dir="auto">{group.college}</span>
                </>
              )}
            </dd>
          </div>
          <div>
            <dt className={styles.label}>
              <Trans>Created</Trans>
            </dt>
            <dd className={styles.muted}>{createdOn}</dd>
          </div>
        </dl>
      </section>
      <section className={[styles.card, styles.stack].join(' ')} aria-labelledby="group-rules">
        <h2 id="group-rules" className={styles.sectionTitle}>
          <Trans>Rules</Trans>
        </h2>
        {group.rules.length === 0 ? (
          <p className={styles.muted}>
            <Trans>This group has no rules yet.</Trans>
          </p>
        ) : (
          <ol className={styles.ruleList}>
            {group.rules.map((rule, index) => (
              <li key={index}>
                <strong dir="auto">{rule.title}</strong>
                {rule.text && (
                  <p className={styles.ruleText} dir="auto">
                    {rule.text}
                  </p>
                )}
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
