import { loginSchema } from '@sac/domain';
import { describe, expect, it } from 'vitest';
import { confirmationMessage, readConfirmationFlag, readConfirmationToken } from './confirmation-flags';

describe('confirmation flags (000 §2)', () => {
  it('reads the flags and their texts', () => {
    expect(readConfirmationFlag('?account_confirmation_success=true')).toBe('account_confirmation_success');
    expect(confirmationMessage('already_confirmed')).toBe('Your email address has been confirmed.');
    expect(confirmationMessage('org_authorization_success')).toBe('Your organization has been authorized.');
    expect(confirmationMessage('org_already_confirmed')).toBe('Your organization has been authorized.');
    expect(readConfirmationFlag('?page=2')).toBeNull();
    expect(readConfirmationFlag('?account_confirmation_success=false')).toBeNull();
  });

  it('reads a token under either devise_token_auth name', () => {
    expect(readConfirmationToken('?access-token=a&client=c&uid=u%40x.org&expiry=9')).toEqual({
      accessToken: 'a',
      client: 'c',
      uid: 'u@x.org',
      expiry: '9',
      tokenType: 'Bearer',
    });
    expect(readConfirmationToken('?token=a&client_id=c&uid=u')?.client).toBe('c');
    expect(readConfirmationToken('?account_confirmation_success=true')).toBeNull();
  });
});

describe('login validation (001 §5)', () => {
  const messages = (values: { email: string; password: string }) => {
    const result = loginSchema.safeParse(values);
    return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('uses the spec texts', () => {
    expect(messages({ email: '', password: '' })[0]).toBe('email: Email is required');
    expect(messages({ email: 'nope', password: 'password1234' })).toEqual(['email: Invalid email']);
    expect(messages({ email: 'a@b.org', password: '' })[0]).toBe('password: Password is required');
    expect(messages({ email: 'a@b.org', password: 'short' })).toEqual(['password: Invalid password']);
    expect(messages({ email: 'a@b.org', password: 'password1234' })).toEqual([]);
  });
});
