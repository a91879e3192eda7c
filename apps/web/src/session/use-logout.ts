import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { forgetMemberData } from '../api/query-client';
import { useSession } from './session-store';

/** Logout: clears the user cookie, tells the store, drops cached member data, goes to /login. */
export const useLogout = () => {
  const dispatch = useSession((state) => state.dispatch);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    dispatch({ type: 'LOGOUT' });
    forgetMemberData(queryClient);
    void navigate('/login');
  }, [dispatch, queryClient, navigate]);
};
