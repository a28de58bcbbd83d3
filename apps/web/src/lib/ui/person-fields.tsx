/**
 * The person fields the user forms share (001 §5): name, title, email and, when it is asked, the email
 * typed again. The form's schema gives the rules; these only bind the inputs and show its errors.
 */
import { PasswordInput, TextInput } from '@mantine/core';
import type { FieldErrors, FieldValues, UseFormRegister } from 'react-hook-form';

type PersonFieldName = 'fullName' | 'title' | 'email' | 'confirmEmail' | 'currentPassword';

type PersonFieldsProps<T extends FieldValues> = {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  nameLabel?: string;
  emailDescription?: string;
  /** Confirm Email, asked when the email is new or changed. */
  withConfirmEmail: boolean;
  /** The signed-in user's own password, asked (with this label) when an existing account's email changes. */
  currentPassword?: { label: string; description?: string };
};

export function PersonFields<T extends FieldValues>({
  register,
  errors,
  nameLabel = 'Full Name',
  emailDescription,
  withConfirmEmail,
  currentPassword,
}: PersonFieldsProps<T>) {
  // Every form using these has the four names; react-hook-form cannot see that through a generic.
  const bind = register as unknown as UseFormRegister<Record<PersonFieldName, string>>;
  const fieldErrors = errors as FieldErrors<Record<PersonFieldName, string>>;
  return (
    <>
      <TextInput label={nameLabel} withAsterisk error={fieldErrors.fullName?.message} {...bind('fullName')} />
      <TextInput label="Title" withAsterisk error={fieldErrors.title?.message} {...bind('title')} />
      <TextInput
        label="Email"
        type="email"
        withAsterisk
        description={emailDescription}
        error={fieldErrors.email?.message}
        {...bind('email')}
      />
      {withConfirmEmail && (
        <TextInput
          label="Confirm Email"
          type="email"
          withAsterisk
          error={fieldErrors.confirmEmail?.message}
          {...bind('confirmEmail')}
        />
      )}
      {currentPassword && (
        <PasswordInput
          label={currentPassword.label}
          description={currentPassword.description}
          withAsterisk
          autoComplete="current-password"
          error={fieldErrors.currentPassword?.message}
          {...bind('currentPassword')}
        />
      )}
    </>
  );
}
