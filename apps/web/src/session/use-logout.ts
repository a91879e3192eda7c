import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { logout } from '../api/accounts';
import { forgetMemberData } from '../api/query-client';
import { useSession } from './session-store';

/**
 * Signs out on this device only: clears the user cookie, tells the store, drops cached member
 * data and goes to /login. For when the server already ended the session (log out of every
 * session, a deleted account).
 */
export const useSignOutHere = () => {
  const dispatch = useSession((state) => state.dispatch);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    dispatch({ type: 'LOGOUT' });
    forgetMemberData(queryClient);
    void navigate('/login');
  }, [dispatch, queryClient, navigate]);
};

/**
 * Log out: ends the session on the server, then signs out here. Signing out here does not wait
 * for the server: offline, the token is still forgotten on this device.
 */
export const useLogout = () => {
  const signOutHere = useSignOutHere();
  return useCallback(() => {
    // The call takes the session's token before the store forgets it.
    logout().catch(() => {});
    signOutHere();
  }, [signOutHere]);
};
