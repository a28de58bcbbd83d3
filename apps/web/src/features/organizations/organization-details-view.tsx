/** The read-only details of an organization (001 §3), in the sections of the edit form. */
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatPhoneNumber, optionLabel, SHARING_OPT_INS, SPECIES, YES_NO_OPTIONS } from '@sac/domain';
import type { ReactNode } from 'react';
import type { Organization } from '../../lib/organization/api/get-organization';
import { formatEin } from '../../lib/organization/ein';
import { displayDate, statusLabel } from './organization-format';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text data-field={label}>{children || '—'}</Text>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={3} mb="sm">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {children}
      </SimpleGrid>
    </Paper>
  );
}

const yesNo = (value: boolean | null | undefined) => (value === false ? 'No' : value ? 'Yes' : '');
const speciesText = (keys: readonly string[] | null) =>
  (keys ?? []).map((key) => SPECIES.find((s) => s.key === key)?.label ?? key).join(', ');

export function OrganizationDetailsView({
  organization,
  isAdmin,
}: {
  organization: Organization;
  isAdmin: boolean;
}) {
  const inUs = organization.country !== 'Canada';
  return (
    <Stack gap="md">
      <Section title="Organization Information">
        <Field label="Organization Name">{organization.name}</Field>
        <Field label="Status">{statusLabel(organization.status)}</Field>
        <Field label="Country">{organization.country}</Field>
        <Field label="Organization Type">{organization.organizationType}</Field>
        <Field label="Website URL">{organization.websiteUrl}</Field>
        <Field label="Incorporation Date">{displayDate(organization.incorporatedOn)}</Field>
        {inUs ? (
          <Field label="EIN">{formatEin(organization.ein)}</Field>
        ) : (
          <Field label="Business Number">{organization.businessNumber}</Field>
        )}
        <Field label="Animal Species">{speciesText(organization.animalSpecies)}</Field>
        <Field label="Annual Intake">{organization.annualIntake}</Field>
        <Field label="Annual Operating Budget">{organization.annualOperatingBudget}</Field>
        <Field label="Date Created">{displayDate(organization.createdAt)}</Field>
        {isAdmin && <Field label="AAP ID">{organization.aapId}</Field>}
        {isAdmin && <Field label="Notes">{organization.notes}</Field>}
      </Section>
      <Section title="Shelter Software">
        <Field label="Shelter Software">{organization.shelterSoftware}</Field>
        <Field label="Software Unique Identifier">{organization.externalId}</Field>
        <Field label="Send Data Through the Software's API">
          {optionLabel(YES_NO_OPTIONS, organization.iodApiOption)}
        </Field>
        {isAdmin && (
          <Field label="API Live">
            {organization.iodApiActive === 'active' ? 'Active' : organization.iodApiActive ? 'Inactive' : ''}
          </Field>
        )}
      </Section>
      <Section title="Authorization">
        <Field label="Authorizer Name">{organization.authorizerName}</Field>
        <Field label="Authorizer Title">{organization.authorizerTitle}</Field>
        <Field label="Authorizer Email">{organization.authorizerEmail}</Field>
        <Field label="Authorizer Phone Number">
          {formatPhoneNumber(organization.authorizerPhoneNumber, organization.authorizerExtension)}
        </Field>
      </Section>
      <Section title="Data Sharing Preferences">
        {SHARING_OPT_INS.map((optIn) => (
          <Field key={optIn.key} label={optIn.label}>
            {yesNo(organization[optIn.key])}
          </Field>
        ))}
      </Section>
    </Stack>
  );
}

/** What anyone signed in sees of an organization listed in the directory (002 §2.12). */
export function PublicDetailsView({ organization }: { organization: Organization }) {
  const inUs = organization.country !== 'Canada';
  return (
    <Section title="Organization Information">
      <Field label="Organization Name">{organization.name}</Field>
      <Field label="Country">{organization.country}</Field>
      <Field label="Organization Type">{organization.organizationType}</Field>
      <Field label="Website URL">{organization.websiteUrl}</Field>
      {inUs ? (
        <Field label="EIN">{formatEin(organization.ein)}</Field>
      ) : (
        <Field label="Business Number">{organization.businessNumber}</Field>
      )}
      <Field label={inUs ? 'States' : 'Province/Territory'}>
        {((inUs ? organization.locationsUsStates : organization.locationsProvinces) ?? []).join(', ')}
      </Field>
    </Section>
  );
}
