/**
 * Request limits of the account calls. Thousands of students share a few addresses behind the
 * campus NAT, so limits per address are generous; the strict ones count per account or e-mail.
 */
import { minutes } from '../../infra/clock';

export const accountLimits = {
  loginPerAddress: { name: 'login-ip', max: 100, windowMs: minutes(5) },
  /*
   * Wrong passwords, counted only when a login fails. The strict count is per address and
   * account, so a stranger guessing from one place does not lock the owner out everywhere else;
   * the account's own ceiling, well above it, stops guessing spread over many addresses.
   */
  failedLoginsPerAddressAndAccount: { name: 'login-fail-ip-email', max: 10, windowMs: minutes(15) },
  failedLoginsPerAccount: { name: 'login-fail-email', max: 100, windowMs: minutes(15) },
  failedLoginsPerAddress: { name: 'login-fail-ip', max: 200, windowMs: minutes(60) },
  registerPerAddress: { name: 'register-ip', max: 30, windowMs: minutes(60) },
  findUserPerAddress: { name: 'find-user-ip', max: 30, windowMs: minutes(5) },
  resetPerAddress: { name: 'reset-ip', max: 30, windowMs: minutes(30) },
  resetPerEmail: { name: 'reset-email', max: 5, windowMs: minutes(30) },
  resendPerMember: { name: 'resend-member', max: 5, windowMs: minutes(60) },
  /** Wrong passwords typed in the settings (password change, account deletion), per member. */
  wrongSettingsPasswordsPerMember: {
    name: 'settings-password-fail-member',
    max: 10,
    windowMs: minutes(15),
  },
} as const;
