/**
 * The one seam of the component tests: `fetch` answers with real Response objects from handlers
 * keyed by "METHOD /path". A call without a handler is reported and fails the test.
 */
import {
  API_PREFIX,
  DEFAULT_COMMUNITY,
  DEFAULT_DIGEST_FREQUENCY,
  DELIVERY_KINDS,
  defaultEmailChoice,
  endpoints,
  type EndpointName,
} from '@quad/contract';
import { vi } from 'vitest';
import { useSession } from '../session/session-store';
import { friendsInfos, ownProfile } from './factories';
import { reportProblem } from './problems';

export interface StubCall {
  method: string;
  path: string;
  /** The query string's parameters (handlers are keyed by method and path only). */
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

type Handler = (call: StubCall) => Response | Promise<Response>;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** The handler key of a contract endpoint, e.g. route('login') = 'POST /api/v1/user/login'. */
export const route = (name: EndpointName, path: string = endpoints[name].path) =>
  `${endpoints[name].method} ${API_PREFIX}${path}`;

const PROFILE_PREFIX = `GET ${API_PREFIX}${endpoints.getProfile.path.replace(':username', '')}`;

/**
 * What every screen loads on its own (community settings, the university sign-in buttons, none,
 * and the member's sign-in methods, a password only; the header's friends data,
 * unread notifications and unread messages counts, the left menu's own profile, the home feed,
 * Trending on campus,
 * saved posts, notifications and blocked members, empty; no calendar feed; event reminders as they
 * start; whether the member moderates, no): answered
 * unless the test stubs the call itself, and
 * left out of `apiCalls()` then.
 */
const ambient = (key: string): Handler | undefined => {
  if (key === route('community')) return () => json(200, DEFAULT_COMMUNITY);
  // The log-in and sign-up pages ask for the university sign-in buttons: none, by default.
  if (key === route('getSignInProviders'))
    return () => json(200, { providers: [], ssoOnly: false });
  // Settings, Sign-in methods: a password member with no university account, by default.
  if (key === route('getSignInMethods'))
    return () => json(200, { has_password: true, identities: [], affiliation: null });
  if (key === route('getAllPosts') || key === route('getSavedPosts')) return () => json(200, []);
  if (key === route('getFriendsPageInfos')) return () => json(200, friendsInfos());
  // The right panel's Trending on campus: nothing trending, by default.
  if (key === route('getTrendingHashtags')) return () => json(200, []);
  if (key === route('getNotificationCounts')) return () => json(200, { unread: 0 });
  if (key === route('getNotifications')) return () => json(200, []);
  if (key === route('getMessageCounts')) return () => json(200, { unread: 0 });
  if (key === route('getBlockedMembers')) return () => json(200, []);
  // Settings, the events sections: no calendar feed, reminders of Interested events on.
  if (key === route('getCalendarFeed'))
    return () => json(200, { active: false, created_at: null, url: null });
  if (key === route('getEventPreferences')) return () => json(200, { remind_interested: true });
  // Settings, Notifications: every kind's default delivery, no pause.
  if (key === route('getDeliverySettings'))
    return () =>
      json(200, {
        kinds: Object.fromEntries(
          DELIVERY_KINDS.map((kind) => [kind, { push: true, email: defaultEmailChoice(kind) }]),
        ),
        digest: DEFAULT_DIGEST_FREQUENCY,
        show_message_text: false,
        paused_until: null,
      });
  // The account menu asks when it opens; most members are not moderators.
  if (key === route('moderationAccess')) return () => json(200, { moderator: false });
  if (key.startsWith(PROFILE_PREFIX)) {
    const username = decodeURIComponent(key.slice(PROFILE_PREFIX.length));
    const user = useSession.getState().user;
    if (user && user.username.toLowerCase() === username.toLowerCase())
      return () => json(200, ownProfile(user));
  }
  return undefined;
};

export const stubApi = (handlers: Record<string, Handler>) => {
  const calls: StubCall[] = [];
  const ambientCalls = new Set<StubCall>();
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const call: StubCall = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body,
      headers: new Headers(init.headers),
    };
    calls.push(call);
    const key = `${method} ${url.pathname}`;
    let handler = handlers[key];
    if (!handler) {
      handler = ambient(key);
      if (handler) ambientCalls.add(call);
    }
    if (!handler) {
      reportProblem(`unplanned call: ${method} ${url.pathname}`);
      return json(500, { message: 'No stub for this call' });
    }
    return handler(call);
  });
  vi.stubGlobal('fetch', fetchStub);
  /** Calls other than the ambient ones that the test did not stub itself. */
  const apiCalls = () => calls.filter((call) => !ambientCalls.has(call));
  return { calls, apiCalls };
};
