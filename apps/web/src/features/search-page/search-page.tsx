/**
 * /search?q=…&type=…: the results of a search of posts, people, groups and events (issue 29),
 * in the tabs All, Posts, People, Groups and Events. The address holds the query and the tab,
 * so a search can be shared and reloaded.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  SEARCH_QUERY_MAX,
  type GroupHit,
  type MemberHit,
  type PostHit,
  type SearchType,
} from '@quad/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage, searchEverything, useCommunity } from '../../api';
import {
  Button,
  Spinner,
  Tabs,
  tabIdOf,
  tabPanelIdOf,
  useDocumentTitle,
  useOnVisible,
} from '../../ui';
import { HomeLayout } from '../shell';
import { GroupResult, MemberResult, PostResult } from './search-results';
import styles from './search-page.module.css';

const TABS = ['all', 'posts', 'members', 'groups', 'events'] as const;
type Tab = (typeof TABS)[number];
const ID_PREFIX = 'search';

export const searchKeys = {
  all: ['search-everything'] as const,
  everything: (q: string) => [...searchKeys.all, q] as const,
  kind: (q: string, type: SearchType) => [...searchKeys.all, q, type] as const,
};

/** The address of a search: its query, and its tab unless All. */
export const searchPath = (q: string, tab: Tab = 'all') => {
  const params = new URLSearchParams({ q });
  if (tab !== 'all') params.set('type', tab);
  return `/search?${params.toString()}`;
};

const tabOf = (value: string | null): Tab =>
  (TABS as readonly string[]).includes(value ?? '') ? (value as Tab) : 'all';

export function SearchPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const { productName } = useCommunity();
  const q = params.get('q') ?? '';
  const query = q.trim();
  const tab = tabOf(params.get('type'));
  const labels: Record<Tab, string> = {
    all: t`All`,
    posts: t`Posts`,
    members: t`People`,
    groups: t`Groups`,
    events: t`Events`,
  };
  useDocumentTitle(query ? t`${query} - Search | ${productName}` : t`Search | ${productName}`);
  const select = (next: Tab) =>
    setParams(new URLSearchParams(searchPath(q, next).split('?')[1]), { replace: true });

  return (
    <HomeLayout>
      <h1 className={styles.heading}>
        <Trans>Search</Trans>
      </h1>
      <SearchForm
        key={q}
        q={q}
        label={t`Search ${productName}`}
        onSearch={(next) => setParams(new URLSearchParams(searchPath(next, tab).split('?')[1]))}
      />
      <div className={styles.tabs}>
        <Tabs
          tabs={TABS}
          labels={labels}
          selected={tab}
          onSelect={select}
          hrefOf={(each) => searchPath(q, each)}
          label={t`Search results`}
          idPrefix={ID_PREFIX}
        />
      </div>
      <div
        id={tabPanelIdOf(ID_PREFIX, tab)}
        role="tabpanel"
        aria-labelledby={tabIdOf(ID_PREFIX, tab)}
        className={styles.panel}
      >
        {q.trim() === '' ? (
          <p className={styles.muted}>
            <Trans>Type something to search for.</Trans>
          </p>
        ) : tab === 'all' ? (
          <AllResults q={q} onMore={select} />
        ) : (
          <KindResults key={`${q}\n${tab}`} q={q} type={tab} />
        )}
      </div>
    </HomeLayout>
  );
}

function SearchForm({
  q,
  label,
  onSearch,
}: {
  q: string;
  label: string;
  onSearch: (q: string) => void;
}) {
  const [value, setValue] = useState(q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim()) onSearch(value.trim());
  };
  return (
    <form role="search" className={styles.form} onSubmit={submit}>
      <input
        type="search"
        className={styles.input}
        aria-label={label}
        placeholder={label}
        value={value}
        maxLength={SEARCH_QUERY_MAX}
        autoComplete="off"
        onChange={(event) => setValue(event.target.value)}
      />
      <Button type="submit">
        <Trans>Search</Trans>
      </Button>
    </form>
  );
}

const KIND_HEADINGS: Record<SearchType, MessageDescriptor> = {
  posts: msg`Posts`,
  members: msg`People`,
  groups: msg`Groups`,
  events: msg`Events`,
};

const SEE_ALL: Record<SearchType, MessageDescriptor> = {
  posts: msg`See all posts`,
  members: msg`See all people`,
  groups: msg`See all groups`,
  events: msg`See all events`,
};

const nothingFound = (type: SearchType, query: string): MessageDescriptor =>
  ({
    posts: msg`No posts found for “${query}”.`,
    members: msg`No people found for “${query}”.`,
    groups: msg`No groups found for “${query}”.`,
    events: msg`No events found for “${query}”.`,
  })[type];

function AllResults({ q, onMore }: { q: string; onMore: (tab: Tab) => void }) {
  const { t } = useLingui();
  const results = useQuery({
    queryKey: searchKeys.everything(q),
    queryFn: async () => (await searchEverything({ q })).data,
  });
  if (results.isPending) return <Spinner size={28} label={t`Searching`} />;
  if (results.isError) return <p role="alert">{errorMessage(results.error)}</p>;
  const { posts = [], members = [], groups = [], events = [] } = results.data;
  if (posts.length + members.length + groups.length + events.length === 0) {
    const query = q.trim();
    return (
      <p className={styles.muted}>
        <Trans>No results for “{query}”.</Trans>
      </p>
    );
  }
  const section = (type: SearchType, count: number, list: ReactNode) =>
    count > 0 && (
      <Section key={type} heading={t(KIND_HEADINGS[type])}>
        {list}
        <Button onClick={() => onMore(type)}>{t(SEE_ALL[type])}</Button>
      </Section>
    );
  return (
    <>
      {section('posts', posts.length, <PostList hits={posts} />)}
      {section('members', members.length, <MemberList hits={members} />)}
      {section('groups', groups.length, <GroupList hits={groups} />)}
      {section('events', events.length, <PostList hits={events} />)}
    </>
  );
}

function Section({ heading, children }: { heading: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.sectionHeading}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

function PostList({ hits }: { hits: PostHit[] }) {
  return (
    <ul className={styles.list}>
      {hits.map((hit) => (
        <li key={hit._id}>
          <PostResult hit={hit} />
        </li>
      ))}
    </ul>
  );
}

function MemberList({ hits }: { hits: MemberHit[] }) {
  return (
    <ul className={`${styles.list} ${styles.card}`}>
      {hits.map((hit) => (
        <li key={hit._id}>
          <MemberResult hit={hit} />
        </li>
      ))}
    </ul>
  );
}

function GroupList({ hits }: { hits: GroupHit[] }) {
  return (
    <ul className={styles.groupGrid}>
      {hits.map((hit) => (
        <li key={hit._id}>
          <GroupResult hit={hit} />
        </li>
      ))}
    </ul>
  );
}

/** One kind, page after page: the next loads near the end of the list, or with Show more. */
function KindResults({ q, type }: { q: string; type: SearchType }) {
  const { t } = useLingui();
  const query = useInfiniteQuery({
    queryKey: searchKeys.kind(q, type),
    queryFn: async ({ pageParam }) => {
      const { data, next } = await searchEverything({ q, type, cursor: pageParam });
      const items: (PostHit | MemberHit | GroupHit)[] = data[type] ?? [];
      return { items, next };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next,
  });
  const sentinelRef = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  useOnVisible(sentinelRef, hasNextPage && !isFetchingNextPage && !isFetchNextPageError, () => {
    void fetchNextPage();
  });
  if (query.isPending) return <Spinner size={28} label={t`Searching`} />;
  if (query.isError && !query.data) return <p role="alert">{errorMessage(query.error)}</p>;
  const hits = query.data.pages.flatMap((page) => page.items);
  if (hits.length === 0) return <p className={styles.muted}>{t(nothingFound(type, q.trim()))}</p>;
  return (
    <Section heading={t(KIND_HEADINGS[type])}>
      {type === 'members' ? (
        <MemberList hits={hits as MemberHit[]} />
      ) : type === 'groups' ? (
        <GroupList hits={hits as GroupHit[]} />
      ) : (
        <PostList hits={hits as PostHit[]} />
      )}
      {isFetchNextPageError && <p role="alert">{errorMessage(query.error)}</p>}
      {hasNextPage && (
        <>
          <div ref={sentinelRef} />
          <Button
            aria-disabled={isFetchingNextPage || undefined}
            onClick={() => {
              if (!isFetchingNextPage) void fetchNextPage();
            }}
          >
            <Trans>Show more</Trans>
          </Button>
        </>
      )}
    </Section>
  );
}
