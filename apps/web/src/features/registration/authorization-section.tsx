/**
 * "Authorization" (001 §2, §5): the person who authorizes the organization's account. When it is the
 * user, the authorization email goes to them; otherwise the authorizer's name, title, email (twice)
 * and phone are asked, and the email goes to that address.
 */
import { Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { RegistrationFormValues } from '@sac/domain';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { FormSection } from './form-section';

export function AuthorizationSection({ form }: { form: UseFormReturn<RegistrationFormValues> }) {
  const { register, control, formState, watch } = form;
  const { errors } = formState;
  const userIsAuthorizer = watch('userIsAuthorizer');

  return (
    <FormSection
      title="Authorization"
      description="An authorizer confirms that this organization may share its data with Shelter Animals Count. We email them a link to authorize the account."
    >
      <Controller
        control={control}
        name="userIsAuthorizer"
        render={({ field }) => (
          <Radio.Group
            label="Are you the person authorized to register this organization?"
            value={field.value ? 'yes' : 'no'}
            onChange={(value) => field.onChange(value === 'yes')}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="yes" label="Yes, I am the authorizer" />
              <Radio value="no" label="No, someone else authorizes this organization" />
            </Stack>
          </Radio.Group>
        )}
      />
      {userIsAuthorizer ? (
        <Text size="sm" c="dimmed">
          The authorization email will be sent to you, with your account confirmation.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Authorizer Name"
            withAsterisk
            error={errors.organizationAuthorizerName?.message}
            {...register('organizationAuthorizerName')}
          />
          <TextInput
            label="Authorizer Title"
            withAsterisk
            error={errors.organizationAuthorizerTitle?.message}
            {...register('organizationAuthorizerTitle')}
          />
          <TextInput
            label="Authorizer Email"
            type="email"
            withAsterisk
            error={errors.organizationAuthorizerEmail?.message}
            {...register('organizationAuthorizerEmail')}
          />
          <TextInput
            label="Confirm Authorizer Email"
            type="email"
            withAsterisk
            error={errors.organizationAuthorizerEmailConfirmation?.message}
            {...register('organizationAuthorizerEmailConfirmation')}
          />
          <TextInput
            label="Authorizer Phone Number"
            placeholder="(555) 555-5555"
            withAsterisk
            error={errors.organizationAuthorizerPhoneNumber?.message}
            {...register('organizationAuthorizerPhoneNumber')}
          />
        </SimpleGrid>
      )}
    </FormSection>
  );
}
