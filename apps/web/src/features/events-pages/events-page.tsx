import { useLingui } from '@lingui/react/macro';
import type { EventList } from '@quad/contract';
import { useNavigate } from 'react-router';
import { useCommunity } from '../../api';
import { useSessionUser } from '../../session/session-store';
import { Tabs, tabIdOf, tabPanelIdOf, useDocumentTitle } from '../../ui';
import { CreatePostBox } from '../post';
import { HomeLayout } from '../shell';
import { CalendarMonth } from './calendar-month';
import styles from './events-page.module.css';
import { EventsPageList } from './events-page-list';
import { EVENTS_TAB_LABELS, EVENTS_TABS, eventsPath } from './words';

const ID_PREFIX = 'events';

/**
 * /events (Upcoming), /events/calendar, /events/going, /events/hosting and /events/past: the
 * post box (its Post Event button) above the lists' tabs.
 */
export function EventsPage({ tab = 'upcoming' }: { tab?: EventList }) {
  const user = useSessionUser();
  const navigate = useNavigate();
  const { productName } = useCommunity();
  const { i18n, t } = useLingui();
  useDocumentTitle(t`Events | ${productName}`);
  if (!user) return null;
  return (
    <HomeLayout>
      <h1 className={styles.heading}>{t`Events`}</h1>
      <CreatePostBox />
      <div className={styles.tabs}>
        <Tabs
          tabs={EVENTS_TABS}
          labels={
            Object.fromEntries(
              EVENTS_TABS.map((each) => [each, i18n._(EVENTS_TAB_LABELS[each])]),
            ) as Record<EventList, string>
          }
          selected={tab}
          onSelect={(next) => void navigate(eventsPath(next), { replace: true })}
          hrefOf={eventsPath}
          label={t`Events`}
          idPrefix={ID_PREFIX}
        />
      </div>
      <div
        id={tabPanelIdOf(ID_PREFIX, tab)}
        role="tabpanel"
        aria-labelledby={tabIdOf(ID_PREFIX, tab)}
        className={styles.panel}
      >
        {tab === 'calendar' ? <CalendarMonth /> : <EventsPageList key={tab} list={tab} />}
      </div>
    </HomeLayout>
  );
}
