/**
 * Every call of SPEC.md §7, by name: method and path under API_PREFIX. The server registers these
 * paths and the web client calls them, so no path is written twice.
 */
export const API_PREFIX = '/api/v1';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Endpoint {
  readonly method: Method;
  readonly path: string;
  /** Whether the call carries the bearer token. */
  readonly auth: boolean;
}

const call = <M extends Method, P extends string>(method: M, path: P, auth = true) =>
  ({ method, path, auth }) as const satisfies Endpoint;

export const endpoints = {
  // accounts
  login: call('POST', '/user/login', false),
  register: call('POST', '/user/register', false),
  activate: call('POST', '/user/activate'),
  resendVerification: call('POST', '/user/resendVerification'),
  findUser: call('POST', '/user/findUser', false),
  sendResetPasswordCode: call('POST', '/user/sendResetPasswordCode', false),
  validateResetCode: call('POST', '/user/validateResetCode', false),
  changePassword: call('POST', '/user/changePassword', false),
  // members
  defaultFriend: call('PUT', '/user/defaultFriend'),
  getProfile: call('GET', '/user/getProfile/:username'),
  updateDetails: call('PUT', '/user/updateDetails'),
  updateProfilePicture: call('PUT', '/user/updateProfilePicture'),
  updateCover: call('PUT', '/user/updateCover'),
  getFriendsPageInfos: call('GET', '/user/getFriendsPageInfos'),
  addFriend: call('PUT', '/user/addFriend/:id'),
  cancelRequest: call('PUT', '/user/cancelRequest/:id'),
  follow: call('PUT', '/user/follow/:id'),
  unfollow: call('PUT', '/user/unfollow/:id'),
  acceptRequest: call('PUT', '/user/acceptRequest/:id'),
  unfriend: call('PUT', '/user/unfriend/:id'),
  deleteRequest: call('PUT', '/user/deleteRequest/:id'),
  search: call('POST', '/user/search/:term'),
  addToSearchHistory: call('PUT', '/user/addToSearchHistory'),
  getSearchHistory: call('GET', '/user/getSearchHistory'),
  removeFromSearch: call('PUT', '/user/removeFromSearch'),
  // posts, reactions, comments, saves
  createPost: call('POST', '/post/createPost'),
  getAllPosts: call('GET', '/post/getAllPosts'),
  getSavedPosts: call('GET', '/post/getSavedPosts'),
  updateText: call('PUT', '/post/updateText'),
  deletePost: call('DELETE', '/post/deletePost/:postId'),
  savePost: call('PUT', '/post/savePost/:postId'),
  comment: call('PUT', '/post/comment'),
  deleteComment: call('PUT', '/post/deleteComment'),
  reactPost: call('PUT', '/reaction/reactPost'),
  getReacts: call('GET', '/reaction/getReacts/:postId'),
  // (ext) the pages after the first: a member's posts, a post's older comments
  getUserPosts: call('GET', '/post/getUserPosts/:userId'),
  getComments: call('GET', '/post/getComments/:postId'),
  // uploads
  uploadImages: call('POST', '/upload/uploadImages'),
  listImages: call('POST', '/upload/listImages'),
  // the deployment's community settings (ext)
  community: call('GET', '/community', false),
} as const;

export type EndpointName = keyof typeof endpoints;

/** Fills `:name` segments of a path, encoding each value. */
export const fillPath = (path: string, params: Record<string, string> = {}) =>
  path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
