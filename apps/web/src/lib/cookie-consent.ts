/**
 * The cookie-consent choice (002 §2.17): kept in a cookie for 365 days; clearing it (Manage Consent)
 * shows the banner again. A tiny store so the banner and the footer stay in step.
 */
import { COOKIE_CONSENT_DAYS } from '@sac/domain';
import { useSyncExternalStore } from 'react';

export const CONSENT_COOKIE = 'sac_cookie_consent';

export type ConsentChoice = 'accepted' | 'declined';

const listeners = new Set<() => void>();

export function readConsent(
  cookie = typeof document === 'undefined' ? '' : document.cookie,
): ConsentChoice | null {
  for (const part of cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === CONSENT_COOKIE && (value === 'accepted' || value === 'declined')) return value;
  }
  return null;
}

function writeCookie(value: string, maxAgeSeconds: number) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser yet.
  document.cookie = `${CONSENT_COOKIE}=${value}; max-age=${maxAgeSeconds}; path=/; SameSite=Lax`;
  for (const listener of listeners) listener();
}

export function saveConsent(choice: ConsentChoice) {
  writeCookie(choice, COOKIE_CONSENT_DAYS * 24 * 60 * 60);
}

export function clearConsent() {
  writeCookie('', 0);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useConsent(): ConsentChoice | null {
  // Rendered ahead of time (prerender.tsx) for a visitor, who has not chosen.
  return useSyncExternalStore(
    subscribe,
    () => readConsent(),
    () => null,
  );
}
