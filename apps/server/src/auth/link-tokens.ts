/**
 * Tokens carried by emailed links (account confirmation, organization authorization, password reset
 * and set-password, member invites). Only the SHA-256 hash is stored, next to the time it was sent;
 * a token is good once and for `config.linkTokens[kind]` after it was sent. Consuming it clears the
 * hash in the same statement that acts on it, so a link cannot be used twice.
 */
import type { Config } from '../config';
import { hashToken, newSecret } from './tokens';

export type LinkTokenKind = keyof Config['linkTokens'];

/** A new secret for a link, and the hash to store. */
export function newLinkToken(): { token: string; hash: string } {
  const token = newSecret();
  return { token, hash: hashToken(token) };
}

/** The hash to look a received token up by; undefined for text that cannot be one of ours. */
export function linkTokenHash(token: unknown): string | undefined {
  return typeof token === 'string' && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? hashToken(token) : undefined;
}

/** Whether a token sent at `sentAt` is still within its lifetime at `now`. */
export function isLinkTokenFresh(config: Config, kind: LinkTokenKind, sentAt: Date | null, now: Date) {
  return sentAt !== null && now.getTime() - sentAt.getTime() <= config.linkTokens[kind];
}

const UNIT_MS = { hours: 3_600_000, days: 24 * 3_600_000 } as const;

/** A link's lifetime as its email states it: in whole hours or days, and at least one. */
export function linkLifetime(config: Config, kind: LinkTokenKind, unit: keyof typeof UNIT_MS): number {
  return Math.max(1, Math.round(config.linkTokens[kind] / UNIT_MS[unit]));
}
