import { describe, expect, it } from 'vitest';
import { LINK_ERROR_MESSAGES, readLinkError } from './links';

describe('readLinkError', () => {
  it('reads the flags the confirmation and authorization links redirect with', () => {
    expect(readLinkError('?link_error=invalid')).toBe('invalid');
    expect(readLinkError('?link_error=expired')).toBe('expired');
    expect(readLinkError('?link_error=expired_resent')).toBe('expired_resent');
  });

  it('ignores unknown values and inherited names', () => {
    expect(readLinkError('?link_error=toString')).toBeNull();
    expect(readLinkError('?link_error=oops')).toBeNull();
    expect(readLinkError('')).toBeNull();
  });

  it('tells the user a fresh confirmation email was sent when it was', () => {
    expect(LINK_ERROR_MESSAGES.expired_resent).toMatch(/new confirmation email/);
  });
});
