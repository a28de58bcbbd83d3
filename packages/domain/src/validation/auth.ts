/** Sign-in and password forms (001 §5). Their values are also the request attributes. */
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants/limits';
import { PASSWORD_MESSAGES } from '../messages/passwords';
import { ALWAYS_CHECK, checkPasswordConfirmation, emailField } from './fields';
import { TEXT_LIMITS, textTooLong } from './limits';
import { VALIDATION_MESSAGES as M } from './messages';

/** A new password: required and at least 8 characters (the hint says 8 to 18; only the minimum holds). */
export const newPasswordField = () =>
  z
    .string({ error: M.passwordRequired })
    .min(1, M.passwordRequired)
    .min(PASSWORD_MIN_LENGTH, M.passwordTooShort)
    .max(TEXT_LIMITS.password, PASSWORD_MESSAGES.passwordTooLong);

/**
 * A password's confirmation: compared as typed (not trimmed). It has no length message of its own: one over
 * the limit either differs from the password or repeats the password's own error (the request bodies are
 * bounded before this runs).
 */
export const passwordConfirmationField = () => z.string().nullish();

export const loginSchema = z.object({
  email: emailField(),
  password: z
    .string({ error: M.passwordRequired })
    .min(1, M.passwordRequired)
    .min(PASSWORD_MIN_LENGTH, M.passwordInvalid)
    .max(TEXT_LIMITS.password, textTooLong(TEXT_LIMITS.password)),
});
export type LoginValues = z.infer<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email: emailField() });
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

/** The reset form; the request adds the reset token's headers or the signed-in user's email. */
export const resetPasswordSchema = z
  .object({
    password: newPasswordField(),
    passwordConfirmation: passwordConfirmationField(),
  })
  .superRefine((values, ctx) => {
    checkPasswordConfirmation(ctx, values.password, values.passwordConfirmation, 'passwordConfirmation');
  }, ALWAYS_CHECK);
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;
