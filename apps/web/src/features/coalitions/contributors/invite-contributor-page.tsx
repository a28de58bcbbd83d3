/**
 * /coalitions/{coalitionId}/contributors/add (002 §2.5): search the organizations that can be invited
 * (a search term, a state or an organization type is required) and invite them; the coalition's
 * invitation is a membership requested by the Coalition, and the organization's managers are emailed.
 */
import {
  Anchor,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  COALITION_MESSAGES,
  COUNTRIES,
  type Country,
  contributorSearchSchema,
  EMPTY_TEXTS,
  MEMBERSHIP_MESSAGES,
  ORGANIZATION_TYPE_OPTIONS,
  TEXT_LIMITS,
} from '@sac/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { usePagedList } from '../../../lib/api/paged-list';
import { paths } from '../../../lib/paths';
import { showError, showSuccess } from '../../../lib/toasts';
import { PagedListTable } from '../../../lib/ui/paged-list-table';
import { TableScrollRegion } from '../../../lib/ui/table-scroll-region';
import {
  type ContributorOrganization,
  type InviteSearch,
  inviteSearchQueryOptions,
  regionsOf,
  useInviteContributor,
} from '../api/contributors';
import { CoalitionLayout, useLayoutCoalition } from '../frame/coalition-layout';
import { US_STATE_OPTIONS } from './contributor-filters';

function InviteResults({ search }: { search: InviteSearch }) {
  const coalition = useLayoutCoalition();
  const [page, setPage] = useState(1);
  const list = usePagedList(inviteSearchQueryOptions(coalition.id, search), page);
  const invite = useInviteContributor(coalition.id);
  const [invited, setInvited] = useState<string[]>([]);

  const send = (organization: ContributorOrganization) =>
    invite.mutate(organization.id, {
      onSuccess: () => {
        setInvited((ids) => [...ids, organization.id]);
        showSuccess(MEMBERSHIP_MESSAGES.invitationSent(organization.name));
      },
      onError: (error) => showError(error),
    });

  return (
    <TableScrollRegion label="Organizations to invite" minWidth={640}>
      <PagedListTable
        aria-label="Organizations to invite"
        list={list}
        page={page}
        onPageChange={setPage}
        rowKey={(organization) => organization.id}
        emptyText={EMPTY_TEXTS.organizations}
        columns={[
          { header: 'Name', cell: (organization) => organization.name },
          { header: 'States', cell: regionsOf },
          { header: 'Organization Type', cell: (organization) => organization.organizationType ?? '' },
          {
            header: 'Actions',
            cell: (organization) =>
              invited.includes(organization.id) ? (
                <Text size="sm" c="dimmed">
                  Invited
                </Text>
              ) : (
                <Button
                  size="xs"
                  aria-label={`Invite ${organization.name}`}
                  disabled={invite.isPending}
                  onClick={() => send(organization)}
                >
                  Invite
                </Button>
              ),
          },
        ]}
      />
    </TableScrollRegion>
  );
}

function InviteContributor() {
  const coalition = useLayoutCoalition();
  const initialCountry: Country = coalition.country === 'Canada' ? 'Canada' : 'United States';
  const [values, setValues] = useState<InviteSearch>({
    search: '',
    country: initialCountry,
    state: '',
    organizationType: '',
  });
  const [applied, setApplied] = useState<InviteSearch | null>(null);
  const [error, setError] = useState<string | null>(null);
  const set = (patch: Partial<InviteSearch>) => setValues((current) => ({ ...current, ...patch }));

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs">
        <Title order={2}>Invite Contributor</Title>
        <Anchor component={Link} to={paths.coalitionContributors(coalition.id, 'pending')}>
          Back to Pending Contributors
        </Anchor>
      </Group>
      <Paper withBorder p="md" radius="md">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const parsed = contributorSearchSchema.safeParse(values);
            if (!parsed.success) {
              setError(parsed.error.issues[0]?.message ?? COALITION_MESSAGES.selectAtLeastOneFilter);
              return;
            }
            setError(null);
            setApplied({ ...values, search: values.search.trim() });
          }}
        >
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
              <TextInput
                label="Search"
                placeholder="Organization name"
                maxLength={TEXT_LIMITS.line}
                value={values.search}
                onChange={(event) => set({ search: event.currentTarget.value })}
              />
              <Select
                label="Country"
                data={[...COUNTRIES]}
                allowDeselect={false}
                value={values.country}
                onChange={(value) => set({ country: (value ?? 'United States') as Country, state: '' })}
              />
              {values.country === 'United States' && (
                <Select
                  label="State"
                  searchable
                  clearable
                  data={US_STATE_OPTIONS}
                  value={values.state || null}
                  onChange={(value) => set({ state: value ?? '' })}
                />
              )}
              <Select
                label="Organization Type"
                clearable
                data={ORGANIZATION_TYPE_OPTIONS}
                value={values.organizationType || null}
                onChange={(value) => set({ organizationType: value ?? '' })}
              />
            </SimpleGrid>
            {error && (
              <Text c="red" size="sm" role="alert">
                {error}
              </Text>
            )}
            <Group justify="flex-end">
              <Button type="submit">Search</Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {applied && <InviteResults key={JSON.stringify(applied)} search={applied} />}
    </Stack>
  );
}

export default function InviteContributorPage() {
  return (
    <CoalitionLayout>
      <InviteContributor />
    </CoalitionLayout>
  );
}
