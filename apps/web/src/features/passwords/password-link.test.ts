import { describe, expect, it } from 'vitest';
import { readPasswordLinkToken } from './password-link';

describe('readPasswordLinkToken', () => {
  it('reads the reset token of a forgot-password email', () => {
    expect(readPasswordLinkToken('?reset_password_token=abc')).toEqual({
      kind: 'resetPasswordToken',
      token: 'abc',
    });
  });

  it('reads the invite token of a member invite', () => {
    expect(readPasswordLinkToken('?invite_token=xyz')).toEqual({ kind: 'inviteToken', token: 'xyz' });
  });

  it('gives nothing without a token', () => {
    expect(readPasswordLinkToken('?reset_password_token=')).toBeNull();
    expect(readPasswordLinkToken('')).toBeNull();
  });
});
