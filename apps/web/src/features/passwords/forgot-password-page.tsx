/**
 * /forgot-password (001 §2, §5, §8): the email, Send Reset Password Email, the server's answer (its
 * success message, or its errors joined by commas) and Back to Login.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { type ForgotPasswordValues, forgotPasswordSchema } from '@sac/domain';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/errors';
import { paths } from '../../lib/paths';
import { PublicPage } from '../../lib/ui/public-page';
import { useRequestPasswordReset } from './api/request-password-reset';

export default function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const { register, handleSubmit, formState } = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  return (
    <PublicPage title="Forgot Password" subtitle="We will email you a link to choose a new password.">
      {request.isSuccess && (
        <Alert color="teal" icon={<IconCircleCheck size={18} />} role="status">
          {request.data.message ?? 'Check your email for the reset link.'}
        </Alert>
      )}
      {request.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {errorMessage(request.error)}
        </Alert>
      )}
      <form
        onSubmit={handleSubmit((values) => request.mutate(values.email))}
        noValidate
        aria-label="Forgot password"
      >
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            error={formState.errors.email?.message}
            {...register('email')}
          />
          <Button type="submit" loading={request.isPending}>
            Send Reset Password Email
          </Button>
        </Stack>
      </form>
      <Anchor component={Link} to={paths.login()} size="sm" ta="center">
        Back to Login
      </Anchor>
    </PublicPage>
  );
}
