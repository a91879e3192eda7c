import { Trans, useLingui } from '@lingui/react/macro';
import { GROUP_KINDS, type GroupKind } from '@quad/contract';
import { Suspense, useId, useState } from 'react';
import { useCommunity, useGroupSearch, useGroupSuggestions, useMyGroups } from '../../api';
import { lazyNamed } from '../../lib/lazy-named';
import { useSessionUser } from '../../session/session-store';
import { Button, PlusIcon, SearchIcon, useDocumentTitle } from '../../ui';
import { HomeLayout } from '../shell';
import { GroupList } from './group-list';
import styles from './groups.module.css';
import { useDebounced } from './use-debounced';
import { KIND_LABELS } from './words';

/** Its form, with react-hook-form and the contract's schema, is fetched when it is first opened. */
const CreateGroupDialog = lazyNamed(
  () => import('./create-group-dialog'),
  (m) => m.CreateGroupDialog,
);

/** /groups: the member's groups and suggestions, or what a search and a kind filter find. */
export function GroupsPage() {
  const user = useSessionUser();
  const { productName } = useCommunity();
  const { i18n, t } = useLingui();
  const [term, setTerm] = useState('');
  const [kind, setKind] = useState<GroupKind | undefined>(undefined);
  const [creating, setCreating] = useState(false);
  const q = useDebounced(term.trim());
  const searchId = useId();
  const kindsId = useId();
  const yoursId = useId();
  const suggestionsId = useId();
  const resultsId = useId();
  useDocumentTitle(t`Groups | ${productName}`);
  const searching = q !== '' || kind !== undefined;
  const mine = useMyGroups();
  const suggestions = useGroupSuggestions();
  const results = useGroupSearch(q, kind);
  if (!user) return null;

  return (
    <HomeLayout>
      <div className={styles.spread}>
        <h1 className={styles.heading}>
          <Trans>Groups</Trans>
        </h1>
        <Button variant="primary" onClick={() => setCreating(true)} aria-haspopup="dialog">
          <PlusIcon size={18} />
          <Trans>Create group</Trans>
        </Button>
      </div>
      <section className={[styles.card, styles.toolbar].join(' ')} aria-label={t`Find groups`}>
        <form role="search" className={styles.row} onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={searchId} className="visually-hidden">
            <Trans>Search groups</Trans>
          </label>
          <SearchIcon size={20} />
          <input
            id={searchId}
            type="search"
            className={styles.input}
            style={{ flex: 1, width: 'auto' }}
            placeholder={t`Search groups`}
            value={term}
            onChange={(event) => setTerm(event.target.value)}
          />
        </form>
        <div role="group" aria-labelledby={kindsId} className={styles.filters}>
          <span id={kindsId} className="visually-hidden">
            <Trans>Kind</Trans>
          </span>
          <button
            type="button"
            className={styles.chip}
            aria-pressed={kind === undefined}
            onClick={() => setKind(undefined)}
          >
            <Trans>All kinds</Trans>
          </button>
          {GROUP_KINDS.map((each) => (
            <button
              key={each}
              type="button"
              className={styles.chip}
              aria-pressed={kind === each}
              onClick={() => setKind(kind === each ? undefined : each)}
            >
              {i18n._(KIND_LABELS[each])}
            </button>
          ))}
        </div>
      </section>
      {searching ? (
        <section className={[styles.card, styles.stack].join(' ')} aria-labelledby={resultsId}>
          <h2 id={resultsId} className={styles.sectionTitle}>
            <Trans>Results</Trans>
          </h2>
          <GroupList
            label={t`Results`}
            loadingLabel={t`Loading results`}
            groups={results.data?.pages.flatMap((page) => page.items)}
            isPending={results.isPending}
            error={results.error}
            empty={t`No groups match your search.`}
            hasNextPage={results.hasNextPage}
            isFetchingNextPage={results.isFetchingNextPage}
            fetchNextPage={results.fetchNextPage}
          />
        </section>
      ) : (
        <>
          <section className={[styles.card, styles.stack].join(' ')} aria-labelledby={yoursId}>
            <h2 id={yoursId} className={styles.sectionTitle}>
              <Trans>Your groups</Trans>
            </h2>
            <GroupList
              label={t`Your groups`}
              loadingLabel={t`Loading your groups`}
              groups={mine.data?.pages.flatMap((page) => page.items)}
              isPending={mine.isPending}
              error={mine.error}
              empty={t`You are not in any group yet.`}
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
              <Trans>Suggested for you</Trans>
            </h2>
            <GroupList
              label={t`Suggested for you`}
              loadingLabel={t`Loading suggested for you`}
              groups={suggestions.data}
              isPending={suggestions.isPending}
              error={suggestions.error}
              empty={t`No suggestions for now.`}
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
