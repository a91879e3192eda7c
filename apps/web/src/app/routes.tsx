import { Navigate, type RouteObject } from 'react-router';
import { ActivatePage } from '../features/activation';
import { LoginPage } from '../features/auth';
import { HomePage } from '../features/feed';
import { FriendsPage } from '../features/friends';
import { ProfilePage } from '../features/profile';
import { ResetPage } from '../features/reset';
import { SavedPage } from '../features/saved';
import { SupportPage } from '../features/support';
import { PublicOnly, RequireAuth } from './guards';
import { RootLayout, RouteErrorPage } from './root-layout';

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
      ].map(({ path, page }) => ({ path, element: <RequireAuth>{page}</RequireAuth> })),
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
