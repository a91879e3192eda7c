import { describe, expect, it } from 'vitest';
import { makeSessionUser } from '../test/render-app';
import { sessionReducer, toSessionUser } from './session-store';

describe('session reducer', () => {
  const user = makeSessionUser({ verified: false });

  it('handles LOGIN, UPDATEPICTURE, UPDATECOVER, VERIFY and LOGOUT', () => {
    const signedIn = sessionReducer(null, { type: 'LOGIN', payload: user });
    expect(signedIn).toEqual(user);
    expect(sessionReducer(signedIn, { type: 'UPDATEPICTURE', payload: '/media/p.jpg' })).toEqual({
      ...user,
      picture: '/media/p.jpg',
    });
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
