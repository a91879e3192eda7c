import { Trans, useLingui } from '@lingui/react/macro';
import { SEARCH_TERM_MAX, type UserSummary } from '@quad/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage, useCommunity } from '../../api';
import { fullName } from '../../lib/full-name';
import { BackIcon, CloseIcon, MemberRow, SearchIcon, Spinner, usePopover } from '../../ui';
import styles from './search.module.css';
import { useDebouncedValue } from './use-debounced-value';
import { useHistoryChange, useSearchHistory, useSearchResults } from './search-queries';

export const SEARCH_DEBOUNCE_MS = 250;

/** The header's search box and the panel it opens (SPEC.md §2, search panel). */
export function SearchBox() {
  const { t } = useLingui();
  const { productName } = useCommunity();
  const { open, close, anchorProps, getTriggerProps, getPanelProps } = usePopover({
    popup: 'dialog',
  });
  const label = t`Search ${productName}`;

  return (
    <div {...anchorProps} className={styles.anchor}>
      <button {...getTriggerProps()} type="button" className={styles.trigger} aria-label={label}>
        <SearchIcon size={18} />
        <span className={styles.triggerText} aria-hidden="true">
          {label}
        </span>
      </button>
      {open && <SearchPanel {...getPanelProps()} label={label} onClose={close} />}
    </div>
  );
}

interface SearchPanelProps {
  id: string;
  label: string;
  onClose: (returnFocus: boolean) => void;
}

function SearchPanel({ id, label, onClose }: SearchPanelProps) {
  const { t } = useLingui();
  const [term, setTerm] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const query = term.trim();
  const debounced = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const add = useHistoryChange('add');
  const navigate = useNavigate();

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  const choose = (member: UserSummary) => {
    add.mutate(member._id);
    onClose(false);
  };

  return (
    // A dialog's Escape, from whichever of its controls has the focus (the recommended config
    // allows it on <dialog>, but this rule cannot see the role).
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions
    <div
      id={id}
      role="dialog"
      aria-label={t`Search`}
      className={styles.panel}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose(true);
        }
      }}
    >
      <div className={styles.top}>
        <button
          type="button"
          className={styles.back}
          aria-label={t`Close search`}
          onClick={() => onClose(true)}
        >
          <BackIcon />
        </button>
        <div className={styles.field}>
          <SearchIcon size={16} className={styles.fieldIcon} />
          <input
            ref={inputRef}
            type="search"
            className={styles.input}
            aria-label={label}
            placeholder={label}
            value={term}
            maxLength={SEARCH_TERM_MAX}
            autoComplete="off"
            onChange={(event) => setTerm(event.target.value)}
            onKeyDown={(event) => {
              // Enter opens the search page (posts, people, groups, events) for what was typed.
              if (event.key !== 'Enter' || query === '') return;
              event.preventDefault();
              onClose(false);
              void navigate(`/search?${new URLSearchParams({ q: query }).toString()}`);
            }}
          />
        </div>
      </div>
      {query === '' ? (
        <RecentSearches onChoose={choose} onRemoved={() => inputRef.current?.focus()} />
      ) : (
        <SearchResults term={query} settled={debounced === query} onChoose={choose} />
      )}
    </div>
  );
}

function MemberLink({ member, onChoose }: { member: UserSummary; onChoose: () => void }) {
  return (
    <MemberRow
      wholeRowLink
      href={`/profile/${encodeURIComponent(member.username)}`}
      picture={member.picture}
      pictureSize={member.pictureSize}
      name={fullName(member)}
      size={36}
      onNavigate={onChoose}
    />
  );
}

interface SearchResultsProps {
  term: string;
  /** False while the member is still typing: nothing is asked until the term holds still. */
  settled: boolean;
  onChoose: (member: UserSummary) => void;
}

function SearchResults({ term, settled, onChoose }: SearchResultsProps) {
  const { t } = useLingui();
  const results = useSearchResults(settled ? term : '');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className="visually-hidden">
        <Trans>Search results</Trans>
      </h2>
      {(!settled || results.isPending) && (
        <div className={styles.status}>
          <Spinner label={t`Searching`} />
        </div>
      )}
      {settled && results.isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(results.error)}
        </p>
      )}
      {settled && results.data?.length === 0 && (
        <p className={styles.empty}>
          <Trans>No members match “{term}”.</Trans>
        </p>
      )}
      {settled && results.data && results.data.length > 0 && (
        <ul className={styles.list}>
          {results.data.map((member) => (
            <li key={member._id}>
              <MemberLink member={member} onChoose={() => onChoose(member)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

interface RecentSearchesProps {
  onChoose: (member: UserSummary) => void;
  onRemoved: () => void;
}

function RecentSearches({ onChoose, onRemoved }: RecentSearchesProps) {
  const { t } = useLingui();
  const history = useSearchHistory();
  const remove = useHistoryChange('remove');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        <Trans>Recent searches</Trans>
      </h2>
      {history.isPending && (
        <div className={styles.status}>
          <Spinner label={t`Loading recent searches`} />
        </div>
      )}
      {history.isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(history.error)}
        </p>
      )}
      {history.data?.length === 0 && (
        <p className={styles.empty}>
          <Trans>No recent searches</Trans>
        </p>
      )}
      {history.data && history.data.length > 0 && (
        <ul className={styles.list}>
          {history.data.map(({ _id, user }) => (
            <li key={_id} className={styles.recent}>
              <MemberLink member={user} onChoose={() => onChoose(user)} />
              <button
                type="button"
                className={styles.remove}
                aria-label={t`Remove ${{ name: fullName(user) }} from recent searches`}
                disabled={remove.isPending}
                onClick={() => remove.mutate(user._id, { onSuccess: onRemoved })}
              >
                <CloseIcon size={16} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {remove.isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(remove.error)}
        </p>
      )}
    </section>
  );
}
