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
});
