/**
 * One person in the group's lists (members, requests, the invite picker). Its props are those of
 * the shared member row, so moving to it changes only the import.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../ui';
import styles from './groups.module.css';

interface PersonRowProps {
  picture: string | null | undefined;
  name: string;
  href?: string;
  context?: ReactNode;
  actions?: ReactNode;
  status?: ReactNode;
}

export function PersonRow({ picture, name, href, context, actions, status }: PersonRowProps) {
  return (
    <article className={styles.person} aria-label={name}>
      <Avatar src={picture} alt="" size={48} />
      <div className={styles.personText}>
        {href ? (
          <Link to={href} className={styles.personName}>
            {name}
          </Link>
        ) : (
          <span className={styles.personName}>{name}</span>
        )}
        {context && <span className={styles.personContext}>{context}</span>}
        {status}
      </div>
      {actions && <div className={styles.row}>{actions}</div>}
    </article>
  );
}
