import { Navigate, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth';
import { loadPageCatalogs } from '../i18n/languages';
import { lazyNamed } from '../lib/lazy-named';
import { PublicOnly, RequireAuth } from './guards';
import { RootLayout, RouteErrorPage } from './root-layout';

/** A visitor's page: its module, and its words in the visitor's language, before it is drawn. */
const withCatalogs =
  <Module,>(catalogs: readonly string[], load: () => Promise<Module>) =>
  async () =>
    (await Promise.all([load(), loadPageCatalogs(catalogs)]))[0];

// The login page comes with the first load: it is where a visitor lands, and what a members-only
// route shows a visitor. Every other screen is fetched when first shown, so a visitor never
// downloads the signed-in app, and a member only the pages they open.
const ActivatePage = lazyNamed(
  withCatalogs(['activation', 'auth'], () => import('../features/activation')),
  (m) => m.ActivatePage,
);
const CheckInPage = lazyNamed(
  () => import('../features/events-pages'),
  (m) => m.CheckInPage,
);
const EventPage = lazyNamed(
  () => import('../features/events-pages'),
  (m) => m.EventPage,
);
const EventsPage = lazyNamed(
  () => import('../features/events-pages'),
  (m) => m.EventsPage,
);
const FollowingPage = lazyNamed(
  () => import('../features/following'),
  (m) => m.FollowingPage,
);
const FriendsPage = lazyNamed(
  () => import('../features/friends'),
  (m) => m.FriendsPage,
);
const GroupPage = lazyNamed(
  () => import('../features/groups'),
  (m) => m.GroupPage,
);
const GroupsPage = lazyNamed(
  () => import('../features/groups'),
  (m) => m.GroupsPage,
);
const HomePage = lazyNamed(
  () => import('../features/feed'),
  (m) => m.HomePage,
);
const ModerationPage = lazyNamed(
  () => import('../features/moderation'),
  (m) => m.ModerationPage,
);
const NotificationsPage = lazyNamed(
  () => import('../features/notifications-page'),
  (m) => m.NotificationsPage,
);
const SearchPage = lazyNamed(
  () => import('../features/search-page'),
  (m) => m.SearchPage,
);
const PostPage = lazyNamed(
  () => import('../features/post'),
  (m) => m.PostPage,
);
const ConversationPage = lazyNamed(
  () => import('../features/messages'),
  (m) => m.ConversationPage,
);
const ConversationsPage = lazyNamed(
  () => import('../features/messages'),
  (m) => m.ConversationsPage,
);
const ProfilePage = lazyNamed(
  () => import('../features/profile'),
  (m) => m.ProfilePage,
);
const ResetPage = lazyNamed(
  withCatalogs(['reset', 'shell'], () => import('../features/reset')),
  (m) => m.ResetPage,
);
const HashtagPage = lazyNamed(
  () => import('../features/hashtags'),
  (m) => m.HashtagPage,
);
const SavedPage = lazyNamed(
  () => import('../features/saved'),
  (m) => m.SavedPage,
);
const SettingsPage = lazyNamed(
  () => import('../features/settings'),
  (m) => m.SettingsPage,
);
const SupportPage = lazyNamed(
  withCatalogs(['support', 'shell'], () => import('../features/support')),
  (m) => m.SupportPage,
);

/** The routes of SPEC.md §2. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        path: '/login',
        element: (
          <PublicOnly>
            <LoginPage />
          </PublicOnly>
        ),
      },
      { path: '/reset', element: <ResetPage /> },
      { path: '/support', element: <SupportPage /> },
      { path: '/activate/:token', element: <ActivatePage /> },
      ...[
        { path: '/', page: <HomePage /> },
        { path: '/profile', page: <ProfilePage /> },
        { path: '/profile/:username', page: <ProfilePage /> },
        { path: '/friends', page: <FriendsPage /> },
        { path: '/friends/:type', page: <FriendsPage /> },
        { path: '/saved', page: <SavedPage /> },
        { path: '/following', page: <FollowingPage /> },
        { path: '/notifications', page: <NotificationsPage /> },
        { path: '/posts/:postId', page: <PostPage /> },
        { path: '/settings', page: <SettingsPage /> },
        { path: '/moderation', page: <ModerationPage view="reports" /> },
        { path: '/moderation/log', page: <ModerationPage view="log" /> },
        { path: '/moderation/hashtags', page: <ModerationPage view="hashtags" /> },
        { path: '/hashtags/:tag', page: <HashtagPage /> },
        { path: '/messages', page: <ConversationsPage /> },
        { path: '/messages/:username', page: <ConversationPage /> },
        { path: '/groups', page: <GroupsPage /> },
        { path: '/groups/:slug', page: <GroupPage /> },
        { path: '/groups/:slug/:tab', page: <GroupPage /> },
        { path: '/search', page: <SearchPage /> },
        { path: '/events', page: <EventsPage /> },
        { path: '/events/calendar', page: <EventsPage tab="calendar" /> },
        { path: '/events/going', page: <EventsPage tab="going" /> },
        { path: '/events/hosting', page: <EventsPage tab="hosting" /> },
        { path: '/events/past', page: <EventsPage tab="past" /> },
        { path: '/events/:postId', page: <EventPage /> },
        { path: '/events/:postId/check-in', page: <CheckInPage /> },
      ].map(({ path, page }) => ({ path, element: <RequireAuth>{page}</RequireAuth> })),
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
