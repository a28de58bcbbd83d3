/**
 * Links of the accounts emails and the pages their endpoints redirect to. Email links are absolute
 * (`config.appUrl`); redirects are relative, so they land on the host that served the link.
 */
import type { Config } from '../config';

export const accountLinks = {
  confirmation: (config: Config, token: string) =>
    `${config.appUrl}/auth/confirmation?confirmation_token=${encodeURIComponent(token)}`,
  authorization: (config: Config, token: string) =>
    `${config.appUrl}/auth/organization_authorization?authorization_token=${encodeURIComponent(token)}`,
  dataUseAgreement: (config: Config, membershipId: number, token: string) =>
    `${config.appUrl}/data-use-agreement?membership_id=${membershipId}&token=${encodeURIComponent(token)}`,
  resetPassword: (config: Config, token: string) =>
    `${config.appUrl}/reset-password?reset_password_token=${encodeURIComponent(token)}`,
  invite: (config: Config, token: string) =>
    `${config.appUrl}/reset-password?invite_token=${encodeURIComponent(token)}`,
  /** An existing account's invite: accepted on this page while signed in; it never sets a password. */
  acceptInvite: (config: Config, token: string) =>
    `${config.appUrl}/accept-invite?invite_token=${encodeURIComponent(token)}`,
  login: (config: Config) => `${config.appUrl}/login`,
  /** The page of the New Users link after accepting the data use agreement. */
  newUserPassword: (token: string) => `/reset-password?reset_password_token=${encodeURIComponent(token)}`,
};

/** Where the GET link endpoints send the browser; the web app shows a banner for each flag. */
export const LINK_REDIRECTS = {
  accountConfirmed: '/?account_confirmation_success=true',
  alreadyConfirmed: '/?already_confirmed=true',
  organizationAuthorized: '/?org_authorization_success=true',
  organizationAlreadyConfirmed: '/?org_already_confirmed=true',
  invalid: '/login?link_error=invalid',
  expired: '/login?link_error=expired',
  expiredResent: '/login?link_error=expired_resent',
} as const;
