/** Examples of the main calls for the published document: what a client sends and reads. */
import type { EndpointName } from '../endpoints';

const ID = {
  ana: '0193a5f2-7c1e-7d3a-9b1f-2c4d5e6f7a80',
  finn: '0193a5f2-91aa-7b20-8c3d-4e5f6a7b8c91',
  post: '0193a6b0-1234-7abc-8def-0123456789ab',
  comment: '0193a6b1-5678-7abc-8def-0123456789cd',
};

const ana = {
  _id: ID.ana,
  username: 'anasilva',
  picture:
    'https://quad.example/media/0193a5f2-7c1e-7d3a-9b1f-2c4d5e6f7a80/profile_pictures/0193a5f3.jpg',
  first_name: 'Ana',
  last_name: 'Silva',
};

const post = {
  _id: ID.post,
  user: { ...ana, gender: 'female', cover: '' },
  type: null,
  text: 'Library study group at 7, second floor. Bring snacks!',
  background: null,
  images: null,
  comments: [
    {
      _id: ID.comment,
      comment: 'Count me in',
      image: '',
      commentAt: '2026-11-20T18:04:11.000Z',
      commentBy: {
        _id: ID.finn,
        picture: 'https://quad.example/default-avatar.svg',
        first_name: 'Finn',
        last_name: 'Okafor',
      },
    },
  ],
  createdAt: '2026-11-20T17:58:02.000Z',
  reactions: {
    reacts: [
      { react: 'like', count: 2 },
      { react: 'love', count: 1 },
      { react: 'haha', count: 0 },
      { react: 'wow', count: 0 },
      { react: 'sad', count: 0 },
      { react: 'angry', count: 0 },
    ],
    check: 'like',
    total: 3,
    checkSaved: false,
  },
  commentCount: 1,
};

export interface EndpointExamples {
  request?: unknown;
  response?: unknown;
}

export const examples: Partial<Record<EndpointName, EndpointExamples>> = {
  login: {
    request: { email: 'ana.silva@coastal.edu', password: 'correct horse' },
    response: {
      id: ID.ana,
      token: 'eyJhbGciOiJIUzI1NiJ9.…',
      username: ana.username,
      first_name: 'Ana',
      last_name: 'Silva',
      picture: ana.picture,
      cover: '',
      gender: 'female',
      ccu_college: 'Gupta College of Science',
      verified: true,
    },
  },
  register: {
    request: {
      first_name: 'Ana',
      last_name: 'Silva',
      email: 'ana.silva@coastal.edu',
      password: 'correct horse',
      ccu_college: 'Gupta College of Science',
      birth_year: 2005,
      birth_month: 5,
      birth_day: 17,
      gender: 'female',
    },
  },
  createPost: {
    request: { type: null, text: post.text, background: null, images: null },
    response: { success: true, data: { ...post, comments: [], commentCount: 0 } },
  },
  getAllPosts: { response: [post] },
  comment: {
    request: { postId: ID.post, comment: 'Count me in', image: '' },
    response: post.comments,
  },
  reactPost: { request: { postId: ID.post, react: 'like' }, response: post.reactions },
  search: { response: [ana] },
  getFriendsPageInfos: {
    response: {
      success: true,
      data: { requests: [ana], sentRequests: [], suggestions: [], friends: [] },
    },
  },
};
