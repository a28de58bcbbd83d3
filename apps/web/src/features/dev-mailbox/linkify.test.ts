import { describe, expect, it } from 'vitest';
import { linkify, sameSiteHref } from './linkify';

describe('linkify', () => {
  it('finds the link of a confirmation email and keeps the text around it', () => {
    const parts = linkify('Confirm here: http://app.test/auth/confirmation?confirmation_token=abc.\nThanks');
    expect(parts).toEqual([
      { kind: 'text', text: 'Confirm here: ' },
      { kind: 'link', href: 'http://app.test/auth/confirmation?confirmation_token=abc' },
      { kind: 'text', text: '.\nThanks' },
    ]);
  });

  it('gives text without links as one part', () => {
    expect(linkify('No links here')).toEqual([{ kind: 'text', text: 'No links here' }]);
  });

  it('finds several links', () => {
    const links = linkify('a https://x.org/1 b https://y.org/2').filter((p) => p.kind === 'link');
    expect(links).toHaveLength(2);
  });
});

describe('sameSiteHref', () => {
  it('turns a link of this site into a path', () => {
    expect(
      sameSiteHref('http://127.0.0.1:3000/reset-password?reset_password_token=t', 'http://127.0.0.1:3000'),
    ).toBe('/reset-password?reset_password_token=t');
  });

  it('keeps other sites as they are', () => {
    expect(sameSiteHref('https://example.org/x', 'http://127.0.0.1:3000')).toBe('https://example.org/x');
  });
});
