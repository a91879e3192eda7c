import { Plural, Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { trendingHashtagsQuery } from '../../api';
import { hashtagPath } from '../../ui';
import styles from './layouts.module.css';

/**
 * Trending on campus (issue 29): the hashtags the most members used in the last 24 hours, as far
 * as the member may see them. Nothing shows until there is something to show. `read`: whether
 * to ask for them (the panel is shown); what the cache holds (the server's drawing) shows anyway.
 */
export function TrendingHashtags({ read = true }: { read?: boolean }) {
  const headingId = useId();
  const { data } = useQuery({ ...trendingHashtagsQuery, enabled: read });
  if (!data || data.length === 0) return null;
  return (
    <aside aria-labelledby={headingId} className={styles.panelSection}>
      <h2 id={headingId} className={styles.panelHeading}>
        <Trans>Trending on campus</Trans>
      </h2>
      <ol className={styles.shortcutList}>
        {data.map((trend) => (
          <li key={trend.tag}>
            <Link to={hashtagPath(trend.tag)} className={styles.trend}>
              <span className={styles.trendTag} dir="auto">
                #{trend.tag}
              </span>
              <span className={styles.trendCount}>
                <Plural value={trend.members} one="# person posting" other="# people posting" />
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </aside>
  );
}
