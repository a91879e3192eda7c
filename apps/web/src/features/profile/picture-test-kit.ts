/** Shared by the picture flow tests: the member, their images and the answers of the calls. */
import {
  REACTIONS,
  type ListImagesResponse,
  type Post,
  type PostType,
  type SessionUser,
} from '@quad/contract';
import { ownProfile } from '../../test/factories';
import { json, route, stubApi, type StubCall } from '../../test/fetch-stub';
import { makeSessionUser } from '../../test/render-app';

export const user = makeSessionUser({ cover: '' });

export const image = (folder: string, name: string) => ({
  folder: `${user.id}/${folder}`,
  secure_url: `/media/${user.id}/${folder}/${name}.jpg`,
  public_id: `${user.id}/${folder}/${name}`,
});

export const IMAGES: ListImagesResponse = {
  resources: [
    image('profile_pictures', 'p2'),
    image('post_images', 'beach'),
    image('cover_pictures', 'c1'),
    image('profile_pictures', 'p1'),
  ],
};

export const picturePost = (type: PostType, url: string, text: string | null): Post => ({
  _id: `post-${url}`,
  user: {
    _id: user.id,
    username: user.username,
    picture: user.picture,
    first_name: user.first_name,
    last_name: user.last_name,
    gender: user.gender,
    cover: user.cover,
  },
  type,
  text,
  background: null,
  images: [{ url }],
  comments: [],
  createdAt: new Date().toISOString(),
  reactions: {
    reacts: REACTIONS.map((react) => ({ react, count: 0 })),
    check: null,
    total: 0,
    checkSaved: false,
  },
  commentCount: 0,
});

/** The size the server answers for the new picture (its narrower copies included). */
export const UPLOADED_SIZE = { width: 1000, height: 1000, widths: [320, 640] };

type Answer = (call: StubCall) => Response | Promise<Response>;

interface PictureStubs {
  uploaded?: string;
  upload?: Answer;
  updateCover?: Answer;
  updateProfilePicture?: Answer;
  createPost?: Answer;
  profile?: (member: SessionUser) => Response;
}

/** Jane's own profile and every call of the flows, answering success unless a test says. */
export const stubPictures = (stubs: PictureStubs = {}) => {
  const uploaded = stubs.uploaded ?? `/media/${user.id}/new.jpg`;
  const api = stubApi({
    [route('getProfile', `/user/getProfile/${user.username}`)]: () =>
      stubs.profile ? stubs.profile(user) : json(200, ownProfile(user)),
    [route('listImages')]: () => json(200, IMAGES),
    [route('uploadImages')]: stubs.upload ?? (() => json(200, [{ url: uploaded }])),
    [route('updateCover')]:
      stubs.updateCover ?? (() => json(200, { success: true, cover: uploaded })),
    [route('updateProfilePicture')]:
      stubs.updateProfilePicture ??
      (() => json(200, { success: true, picture: uploaded, picture_size: UPLOADED_SIZE })),
    [route('createPost')]:
      stubs.createPost ??
      ((call) => {
        const body = call.body as { type: PostType; text: string | null };
        return json(200, { success: true, data: picturePost(body.type, uploaded, body.text) });
      }),
  });
  /** The calls of the save sequence, in order, as "METHOD path". */
  const saveCalls = () =>
    api
      .apiCalls()
      .filter((call) => !call.path.endsWith('/getProfile/' + user.username))
      .filter((call) => !call.path.endsWith('/listImages'))
      .map((call) => call.path.replace('/api/v1', ''));
  const callTo = (suffix: string) => api.apiCalls().find((call) => call.path.endsWith(suffix));
  return { api, uploaded, saveCalls, callTo };
};

export const pngFile = (name = 'me.png', bytes = 64) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });
