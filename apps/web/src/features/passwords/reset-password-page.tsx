/**
 * /reset-password (001 §2, §5, §8): a new password and its confirmation for the token of the emailed
 * link (a reset or a member invite). Server errors are joined by commas; success leads to Log In.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import {
  PASSWORD_HINT_MAX_LENGTH,
  PASSWORD_LINK_MESSAGES,
  PASSWORD_MIN_LENGTH,
  type ResetPasswordValues,
  resetPasswordSchema,
} from '@sac/domain';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { errorMessage } from '../../lib/errors';
import { paths } from '../../lib/paths';
import { PublicPage } from '../../lib/ui/public-page';
import { useResetPassword } from './api/reset-password';
import { readPasswordLinkToken } from './password-link';

export default function ResetPasswordPage() {
  const { search } = useLocation();
  const link = readPasswordLinkToken(search);
  const reset = useResetPassword();
  const { register, handleSubmit, formState } = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    mode: 'onTouched',
    defaultValues: { password: '', passwordConfirmation: '' },
  });
  const isInvite = link?.kind === 'inviteToken';

  const handleReset = (values: ResetPasswordValues) => {
    if (!link) return;
    reset.mutate({
      password: values.password,
      passwordConfirmation: values.passwordConfirmation ?? '',
      link,
    });
  };

  if (reset.isSuccess) {
    return (
      <PublicPage title="Reset Password">
        <Alert color="teal" icon={<IconCircleCheck size={18} />} role="status">
          {reset.data.message ?? 'Your password has been reset.'}
        </Alert>
        <Button component={Link} to={paths.login()}>
          Log In
        </Button>
      </PublicPage>
    );
  }

  return (
    <PublicPage
      title="Reset Password"
      subtitle={isInvite ? 'Choose a password to finish setting up your account.' : 'Choose a new password.'}
    >
      {!link && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {PASSWORD_LINK_MESSAGES.missingToken}
        </Alert>
      )}
      {reset.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {errorMessage(reset.error)}
        </Alert>
      )}
      <form onSubmit={handleSubmit(handleReset)} noValidate aria-label="Reset password">
        <Stack gap="md">
          <PasswordInput
            label="New Password"
            autoComplete="new-password"
            description={`${PASSWORD_MIN_LENGTH} to ${PASSWORD_HINT_MAX_LENGTH} characters`}
            error={formState.errors.password?.message}
            {...register('password')}
          />
          <PasswordInput
            label="Confirm New Password"
            autoComplete="new-password"
            error={formState.errors.passwordConfirmation?.message}
            {...register('passwordConfirmation')}
          />
          <Button type="submit" loading={reset.isPending} disabled={!link}>
            Reset Password
          </Button>
        </Stack>
      </form>
      <Anchor component={Link} to={paths.forgotPassword()} size="sm" ta="center">
        Request a new reset email
      </Anchor>
    </PublicPage>
  );
}
