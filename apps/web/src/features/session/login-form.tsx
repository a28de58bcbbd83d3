/** Email and password (001 §2 Login) with the spec's validation texts. */
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type LoginValues, loginSchema } from '@sac/domain';
import { useForm } from 'react-hook-form';
import { useHydrated } from '../../lib/use-hydrated';

type LoginFormProps = { onSubmit: (values: LoginValues) => void; pending: boolean };

export function LoginForm({ onSubmit, pending }: LoginFormProps) {
  const { register, handleSubmit, formState } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const { errors } = formState;
  // The build renders /login ahead of time (prerender.tsx): until the scripts have run, the browser would
  // submit the form itself. The button waits for them; `post` keeps the fields out of any address anyway.
  const hydrated = useHydrated();

  return (
    <form method="post" onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Log in">
      <Stack gap="md">
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          placeholder="you@example.org"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" fullWidth loading={pending} disabled={!hydrated} mt="xs">
          Log In
        </Button>
      </Stack>
    </form>
  );
}
