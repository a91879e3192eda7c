import { describe, expect, it } from 'vitest';
import { makeSessionUser } from '../test/render-app';
import { sessionReducer, toSessionUser } from './session-store';

describe('session reducer', () => {
  const user = makeSessionUser({ verified: false });

  it('handles LOGIN, UPDATEPICTURE, UPDATECOVER, VERIFY and LOGOUT', () => {
    const signedIn = sessionReducer(null, { type: 'LOGIN', payload: user });
    expect(signedIn).toEqual(user);
    expect(
      sessionReducer(signedIn, {
        type: 'UPDATEPICTURE',
        payload: { picture: '/media/p.jpg', picture_size: null },
      }),
    ).toEqual({ ...user, picture: '/media/p.jpg' });
    expect(sessionReducer(signedIn, { type: 'UPDATECOVER', payload: '/media/c.jpg' })).toEqual({
      ...user,
      cover: '/media/c.jpg',
    });
    expect(sessionReducer(signedIn, { type: 'VERIFY', payload: true })?.verified).toBe(true);
    expect(sessionReducer(signedIn, { type: 'LOGOUT' })).toBeNull();
    expect(sessionReducer(null, { type: 'VERIFY', payload: true })).toBeNull();
  });

  it("keeps the register answer's session fields and drops its message", () => {
    expect(toSessionUser({ ...user, message: 'Welcome!' } as typeof user)).toEqual(user);
  });

  it('keeps the size of an uploaded picture, and UPDATEPICTURE replaces picture and size (ext)', () => {
    const picture_size = { width: 1000, height: 800, widths: [320, 640] };
    const uploaded = { ...user, picture: '/media/p.jpg', picture_size };
    expect(toSessionUser(uploaded)).toEqual(uploaded);
    // The default picture has no size: the cookie stays as it was.
    expect(toSessionUser({ ...user, picture_size: null })).toEqual(user);

    const next = { width: 2000, height: 2000, widths: [320, 640, 1080, 1600] };
    expect(
      sessionReducer(uploaded, {
        type: 'UPDATEPICTURE',
        payload: { picture: '/media/q.jpg', picture_size: next },
      }),
    ).toEqual({ ...user, picture: '/media/q.jpg', picture_size: next });
    // A picture without a size drops the old one's, which would name copies of another image.
    expect(
      sessionReducer(uploaded, {
        type: 'UPDATEPICTURE',
        payload: { picture: '/media/r.jpg', picture_size: null },
      }),
    ).toEqual({ ...user, picture: '/media/r.jpg' });
  });

  it('keeps the server’s profile_finished only while the profile is unfinished', () => {
    expect(toSessionUser({ ...user, profile_finished: true })).toEqual(user);
    const unfinished = toSessionUser({ ...user, ccu_college: '', profile_finished: false });
    expect(unfinished.profile_finished).toBe(false);
    const finished = sessionReducer(unfinished, {
      type: 'FINISHPROFILE',
      payload: { ccu_college: 'Gupta College of Science', gender: 'male' },
    });
    expect(finished).toEqual({ ...user, ccu_college: 'Gupta College of Science', gender: 'male' });
    expect(sessionReducer(unfinished, { type: 'FINISHPROFILE' })).toEqual({
      ...user,
      ccu_college: '',
    });
  });
});
