/** The signed-in member: held in the store and, as JSON, in the `user` cookie (SPEC.md §3). */
import type { ImageSize, SessionUser } from '@quad/contract';
import { useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { Cookies, cookieOptions } from './cookies';
import { useRenderedPage } from './rendered-page';

export const USER_COOKIE = 'user';
const USER_COOKIE_DAYS = 30;

export type SessionAction =
  | { type: 'LOGIN'; payload: SessionUser }
  | { type: 'LOGOUT' }
  | { type: 'UPDATEPICTURE'; payload: { picture: string; picture_size: ImageSize | null } }
  | { type: 'UPDATECOVER'; payload: string }
  | { type: 'VERIFY'; payload: boolean }
  /**
   * Finish your profile was sent (with the college and gender the university's sign-in did not
   * give), or the server says it was, elsewhere.
   */
  | { type: 'FINISHPROFILE'; payload?: Pick<SessionUser, 'ccu_college' | 'gender'> };

export const sessionReducer = (
  user: SessionUser | null,
  action: SessionAction,
): SessionUser | null => {
  switch (action.type) {
    case 'LOGIN':
      return action.payload;
    case 'LOGOUT':
      return null;
    case 'UPDATEPICTURE': {
      if (!user) return null;
      const updated: SessionUser = { ...user, ...action.payload };
      if (!updated.picture_size) delete updated.picture_size;
      return updated;
    }
    case 'UPDATECOVER':
      return user && { ...user, cover: action.payload };
    case 'VERIFY':
      return user && { ...user, verified: action.payload };
    case 'FINISHPROFILE': {
      if (!user) return null;
      const finished = { ...user, ...action.payload };
      delete finished.profile_finished;
      return finished;
    }
  }
};

/**
 * The session fields of a log-in answer: the register answer's `message` is not part of it, and
 * `profile_finished` is kept only while it is false (a member their university's sign-in created
 * who has a profile to finish), and `picture_size` only for an uploaded picture, so the cookie of
 * everyone else is the spec's. A cookie without `picture_size` shows the original picture.
 */
export const toSessionUser = (answer: SessionUser): SessionUser => {
  const { id, token, username, first_name, last_name, picture, cover, gender, ccu_college } =
    answer;
  return {
    id,
    token,
    username,
    first_name,
    last_name,
    picture,
    cover,
    gender,
    ccu_college,
    verified: answer.verified,
    ...(answer.profile_finished === false ? { profile_finished: false } : {}),
    ...(answer.picture_size ? { picture_size: answer.picture_size } : {}),
  };
};

export const readUserCookie = (): SessionUser | null => {
  const raw = Cookies.get(USER_COOKIE);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (
      parsed &&
      typeof parsed === 'object' &&
      typeof (parsed as SessionUser).token === 'string' &&
      typeof (parsed as SessionUser).id === 'string'
    ) {
      return parsed as SessionUser;
    }
  } catch {
    // A damaged cookie is the same as no session.
  }
  return null;
};

const writeUserCookie = (user: SessionUser | null) => {
  if (user) Cookies.set(USER_COOKIE, JSON.stringify(user), cookieOptions(USER_COOKIE_DAYS));
  else Cookies.remove(USER_COOKIE, { path: '/' });
};

interface SessionState {
  user: SessionUser | null;
  dispatch: (action: SessionAction) => void;
}

export const useSession = create<SessionState>()((set, get) => ({
  user: readUserCookie(),
  dispatch: (action) => {
    const user = sessionReducer(get().user, action);
    writeUserCookie(user);
    set({ user });
  },
}));

/**
 * A part of the session, as the store holds it in the browser; while the server renders a page,
 * the member of that request (the store is one for the whole process there).
 */
export const useSessionState = <T>(select: (state: Pick<SessionState, 'user'>) => T): T => {
  const renderedFor = useRenderedPage()?.user;
  return useSyncExternalStore(
    useSession.subscribe,
    () => select(useSession.getState()),
    () => select(renderedFor ? { user: renderedFor } : useSession.getState()),
  );
};

export const useSessionUser = () => useSessionState((state) => state.user);
export const useSessionDispatch = () => useSession((state) => state.dispatch);
