import { GROUP_KIND_LABELS, GROUP_KINDS, type GroupKind } from '@quad/contract';
import { Suspense, useId, useState } from 'react';
import { useCommunity, useGroupSearch, useGroupSuggestions, useMyGroups } from '../../api';
import { lazyNamed } from '../../lib/lazy-named';
import { useSessionUser } from '../../session/session-store';
import { Button, PlusIcon, SearchIcon, useDocumentTitle } from '../../ui';
import { HomeLayout } from '../shell';
import { GroupList } from './group-list';
import styles from './groups.module.css';
import { useDebounced } from './use-debounced';
import {
  CREATE_GROUP,
  GROUPS,
  NO_GROUPS_FOUND,
  NO_GROUPS_YET,
  SEARCH_GROUPS,
  SUGGESTED_GROUPS,
  YOUR_GROUPS,
} from './words';

/** Its form, with react-hook-form and the contract's schema, is fetched when it is first opened. */
const CreateGroupDialog = lazyNamed(
  () => import('./create-group-dialog'),
  (m) => m.CreateGroupDialog,
);

/** /groups: the member's groups and suggestions, or what a search and a kind filter find. */
export function GroupsPage() {
  const user = useSessionUser();
  const { productName } = useCommunity();
  const [term, setTerm] = useState('');
  const [kind, setKind] = useState<GroupKind | undefined>(undefined);
  const [creating, setCreating] = useState(false);
  const q = useDebounced(term.trim());
  const searchId = useId();
  const kindsId = useId();
  const yoursId = useId();
  const suggestionsId = useId();
  const resultsId = useId();
  useDocumentTitle(`${GROUPS} | ${productName}`);
  const searching = q !== '' || kind !== undefined;
  const mine = useMyGroups();
  const suggestions = useGroupSuggestions();
  const results = useGroupSearch(q, kind);
  if (!user) return null;

  return (
    <HomeLayout>
      <div className={styles.spread}>
        <h1 className={styles.heading}>{GROUPS}</h1>
        <Button variant="primary" onClick={() => setCreating(true)} aria-haspopup="dialog">
          <PlusIcon size={18} />
          {CREATE_GROUP}
        </Button>
      </div>
      <section className={[styles.card, styles.toolbar].join(' ')} aria-label="Find groups">
        <form role="search" className={styles.row} onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={searchId} className="visually-hidden">
            {SEARCH_GROUPS}
          </label>
          <SearchIcon size={20} />
          <input
            id={searchId}
            type="search"
            className={styles.input}
            style={{ flex: 1, width: 'auto' }}
            placeholder={SEARCH_GROUPS}
            value={term}
            onChange={(event) => setTerm(event.target.value)}
          />
        </form>
        <div role="group" aria-labelledby={kindsId} className={styles.filters}>
          <span id={kindsId} className="visually-hidden">
            Kind
          </span>
          <button
            type="button"
            className={styles.chip}
            aria-pressed={kind === undefined}
            onClick={() => setKind(undefined)}
          >
            All kinds
          </button>
          {GROUP_KINDS.map((each) => (
            <button
              key={each}
              type="button"
              className={styles.chip}
              aria-pressed={kind === each}
              onClick={() => setKind(kind === each ? undefined : each)}
            >
              {GROUP_KIND_LABELS[each]}
            </button>
          ))}
        </div>
      </section>
      {searching ? (
        <section className={[styles.card, styles.stack].join(' ')} aria-labelledby={resultsId}>
          <h2 id={resultsId} className={styles.sectionTitle}>
            Results
          </h2>
          <GroupList
            label="Results"
            groups={results.data?.pages.flatMap((page) => page.items)}
            isPending={results.isPending}
            error={results.error}
            empty={NO_GROUPS_FOUND}
            hasNextPage={results.hasNextPage}
            isFetchingNextPage={results.isFetchingNextPage}
            fetchNextPage={results.fetchNextPage}
          />
        </section>
      ) : (
        <>
          <section className={[styles.card, styles.stack].join(' ')} aria-labelledby={yoursId}>
            <h2 id={yoursId} className={styles.sectionTitle}>
              {YOUR_GROUPS}
            </h2>
            <GroupList
              label={YOUR_GROUPS}
              groups={mine.data?.pages.flatMap((page) => page.items)}
              isPending={mine.isPending}
              error={mine.error}
              empty={NO_GROUPS_YET}
              hasNextPage={mine.hasNextPage}
              isFetchingNextPage={mine.isFetchingNextPage}
              fetchNextPage={mine.fetchNextPage}
            />
          </section>
          <section
            className={[styles.card, styles.stack].join(' ')}
            aria-labelledby={suggestionsId}
          >
            <h2 id={suggestionsId} className={styles.sectionTitle}>
              {SUGGESTED_GROUPS}
            </h2>
            <GroupList
              label={SUGGESTED_GROUPS}
              groups={suggestions.data}
              isPending={suggestions.isPending}
              error={suggestions.error}
              empty="No suggestions for now."
            />
          </section>
        </>
      )}
      {creating && (
        <Suspense fallback={null}>
          <CreateGroupDialog onClose={() => setCreating(false)} />
        </Suspense>
      )}
    </HomeLayout>
  );
}
