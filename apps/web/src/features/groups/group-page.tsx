import { Trans, useLingui } from '@lingui/react/macro';
import { groupText, type Group } from '@quad/contract';
import { Suspense } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage, useCommunity, useGroup } from '../../api';
import { useContractText } from '../../i18n/contract-texts';
import { lazyNamed } from '../../lib/lazy-named';
import { useSessionUser } from '../../session/session-store';
import { Button, Spinner, useDocumentTitle } from '../../ui';
import { AppLayout } from '../shell';
import { AboutTab } from './about-tab';
import { EventsTab } from './events-tab';
import { groupPath } from './group-facts';
import { groupContractTexts } from './group-contract-texts';
import { GroupHeader } from './group-header';
import { shownGroupTab, tabsFor } from './group-roles';
import { GroupTabs, panelId, tabId } from './group-tabs';
import styles from './groups.module.css';
import { MembersTab } from './members-tab';
import { PostsTab } from './posts-tab';
import { RequestsTab } from './requests-tab';
import type { TabId } from './words';

/** Its form, with react-hook-form and the contract's schema, is fetched for the group's admins only. */
const SettingsTab = lazyNamed(
  () => import('./settings-tab'),
  (m) => m.SettingsTab,
);

function Panel({ group, tab }: { group: Group; tab: TabId }) {
  const { t } = useLingui();
  switch (tab) {
    case 'about':
      return <AboutTab group={group} />;
    case 'members':
      return <MembersTab group={group} />;
    case 'events':
      return <EventsTab group={group} />;
    case 'requests':
      return <RequestsTab group={group} />;
    case 'settings':
      return (
        <Suspense fallback={<Spinner label={t`Loading the settings`} />}>
          <SettingsTab group={group} />
        </Suspense>
      );
    default:
      return <PostsTab group={group} />;
  }
}

/** /groups/:slug and /groups/:slug/:tab: a group's page. */
export function GroupPage() {
  const { slug = '', tab: tabParam } = useParams();
  const user = useSessionUser();
  const navigate = useNavigate();
  const { productName } = useCommunity();
  const { t } = useLingui();
  const contractText = useContractText(groupContractTexts);
  const { data: group, error, isPending, refetch } = useGroup(slug);
  useDocumentTitle(group ? `${group.name} | ${productName}` : productName);
  if (!user) return null;

  if (isPending) {
    return (
      <AppLayout>
        <div className={styles.status}>
          <Spinner size={32} label={t`Loading the group`} />
        </div>
      </AppLayout>
    );
  }
  if (group === null) {
    return (
      <AppLayout>
        <h1 className="visually-hidden">
          <Trans>Group</Trans>
        </h1>
        <div className={[styles.card, styles.status].join(' ')}>
          <p className={styles.sectionTitle}>{contractText(groupText.unknownGroup)}</p>
          <p className={styles.muted}>
            <Trans>It may have been deleted, or you may not be able to see it.</Trans>
          </p>
          <Link to="/groups">
            <Trans>Back to Groups</Trans>
          </Link>
        </div>
      </AppLayout>
    );
  }
  if (!group) {
    return (
      <AppLayout>
        <div className={[styles.card, styles.status].join(' ')}>
          <p role="alert">{errorMessage(error)}</p>
          <Button onClick={() => void refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      </AppLayout>
    );
  }

  const tabs = tabsFor(group);
  const selected = shownGroupTab(group, tabParam);
  const tabPath = (tab: TabId) => {
    const base = groupPath(group.slug);
    return tab === 'posts' ? base : `${base}/${tab}`;
  };
  const select = (next: TabId) =>
    void navigate(tabPath(next), { replace: true, preventScrollReset: true });
  return (
    <AppLayout>
      <GroupHeader group={group}>
        <GroupTabs tabs={tabs} selected={selected} onSelect={select} hrefOf={tabPath} />
      </GroupHeader>
      <div
        id={panelId(selected)}
        role="tabpanel"
        aria-labelledby={tabId(selected)}
        className={styles.panel}
      >
        <Panel group={group} tab={selected} />
      </div>
    </AppLayout>
  );
}
