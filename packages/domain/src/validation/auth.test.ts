import { describe, expect, it } from 'vitest';
import { errorsOf } from '../testing/issues';
import { forgotPasswordSchema, loginSchema, resetPasswordSchema } from './auth';

describe('login', () => {
  it('asks for the email and the password when both are missing', () => {
    expect(errorsOf(loginSchema, {})).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(errorsOf(loginSchema, { email: '  ', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('refuses a malformed email and a password shorter than 8', () => {
    expect(errorsOf(loginSchema, { email: 'someone@', password: 'short' })).toEqual({
      email: 'Invalid email',
      password: 'Invalid password',
    });
  });

  it('accepts valid credentials and trims the email', () => {
    const result = loginSchema.parse({ email: ' manager@shelter.org ', password: 'correct horse' });
    expect(result.email).toBe('manager@shelter.org');
  });
});

describe('forgot password', () => {
  it('requires a valid email', () => {
    expect(errorsOf(forgotPasswordSchema, { email: '' })).toEqual({ email: 'Email is required' });
    expect(errorsOf(forgotPasswordSchema, { email: 'nope' })).toEqual({ email: 'Invalid email' });
    expect(errorsOf(forgotPasswordSchema, { email: 'a@b.org' })).toEqual({});
  });
});

describe('reset password', () => {
  it('requires a password of 8 or more and its confirmation', () => {
    expect(errorsOf(resetPasswordSchema, { password: '', passwordConfirmation: '' })).toEqual({
      password: 'Password is required',
      passwordConfirmation: 'Confirm your password',
    });
    expect(errorsOf(resetPasswordSchema, { password: 'short', passwordConfirmation: 'short' })).toEqual({
      password: 'Password must be at least 8 characters',
    });
  });

  it('says when the passwords differ', () => {
    expect(
      errorsOf(resetPasswordSchema, { password: 'longenough', passwordConfirmation: 'longenougH' }),
    ).toEqual({
      passwordConfirmation: 'Passwords do not match',
    });
    expect(
      errorsOf(resetPasswordSchema, { password: 'longenough', passwordConfirmation: 'longenough' }),
    ).toEqual({});
  });
});
