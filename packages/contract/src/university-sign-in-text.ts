/**
 * What the log-in page says and reads of a university sign-in (issue 20). Apart from the schemas in
 * university-sign-in.ts, so the log-in page's first load carries no zod.
 */

export const universitySignInText = {
  /** What /login says after any failed university sign-in (`?sso=failed`). */
  failed: 'Your university sign-in did not complete. Please try again.',
  button: (displayName: string) => `Continue with ${displayName}`,
  divider: 'or use your e-mail and password',
  finishProfile: 'Finish your profile',
  profileFinished: 'Your profile is complete. Welcome!',
  profileAlreadyFinished: 'Your profile is already complete.',
  ssoOnly: 'Sign in with your university account.',
  noHandoff: 'Your university sign-in did not complete. Please try again.',
  lastWayIn: 'This is your only way to sign in. Set a password before you unlink it.',
  unknownMethod: 'This sign-in method is not linked to your account.',
  unlinked: 'The university sign-in is unlinked from your account.',
  passwordSet: 'Your password is set. You can now log in with your e-mail address and it.',
  passwordAlreadySet: 'You already have a password. Change it with your current password.',
  badgeShown: 'Your affiliation shows on your profile.',
  badgeHidden: 'Your affiliation is hidden from your profile.',
} as const;

/**
 * Where the web app lands after the provider answered: the server redirects to
 * `/login?sso=complete` (then the page calls completeUniversitySignIn) or `/login?sso=failed`.
 * Nothing else is ever in that URL.
 */
export const UNIVERSITY_SIGN_IN_LANDING = '/login';
export const UNIVERSITY_SIGN_IN_MARKERS = { complete: 'complete', failed: 'failed' } as const;
