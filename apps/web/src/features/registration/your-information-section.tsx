/** "Your Information" (001 §2, §5): the person registering, who becomes the organization's manager. */
import { PasswordInput, SimpleGrid, TextInput } from '@mantine/core';
import { PASSWORD_HINT_MAX_LENGTH, PASSWORD_MIN_LENGTH, type RegistrationFormValues } from '@sac/domain';
import type { UseFormReturn } from 'react-hook-form';
import { FormSection } from './form-section';

export function YourInformationSection({ form }: { form: UseFormReturn<RegistrationFormValues> }) {
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <FormSection title="Your Information">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Full Name"
          withAsterisk
          error={errors.userFullName?.message}
          {...register('userFullName')}
        />
        <TextInput label="Title" withAsterisk error={errors.userTitle?.message} {...register('userTitle')} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          withAsterisk
          error={errors.userEmail?.message}
          {...register('userEmail')}
        />
        <TextInput
          label="Confirm Email"
          type="email"
          withAsterisk
          error={errors.userEmailConfirmation?.message}
          {...register('userEmailConfirmation')}
        />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          description={`${PASSWORD_MIN_LENGTH} to ${PASSWORD_HINT_MAX_LENGTH} characters`}
          withAsterisk
          error={errors.userPassword?.message}
          {...register('userPassword')}
        />
        <PasswordInput
          label="Confirm Password"
          autoComplete="new-password"
          description="Type the password again"
          withAsterisk
          error={errors.userPasswordConfirmation?.message}
          {...register('userPasswordConfirmation')}
        />
      </SimpleGrid>
    </FormSection>
  );
}
