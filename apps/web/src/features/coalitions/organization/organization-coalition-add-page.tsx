/**
 * /organizations/{orgId}/coalitions/add (001 §2; admins): Add Organization to Coalition. The admin
 * searches the active coalitions by name and adds the organization to one as an active contributor
 * (POST coalition_memberships with status active); coalitions it already belongs to or is pending in are
 * marked instead.
 */
import { Anchor, Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { MEMBERSHIP_MESSAGES, membershipStatusLabel } from '@sac/domain';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { parsePage } from '../../../lib/api/paged-list';
import { OrganizationLayout, useLayoutOrganization } from '../../../lib/organization/organization-layout';
import { paths } from '../../../lib/paths';
import { showError, showSuccess } from '../../../lib/toasts';
import { PagedListTable } from '../../../lib/ui/paged-list-table';
import { TableScrollRegion } from '../../../lib/ui/table-scroll-region';
import { type CoalitionRecord, NO_FILTERS, regionList, useCoalitionList } from '../api/coalitions';
import { useMembershipAction } from '../api/my-membership';
import { NO_COALITIONS_TEXT } from '../list/coalition-list-page';
import { membershipIn } from './organization-coalitions-page';

function AddToCoalition() {
  const organization = useLayoutOrganization();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = parsePage(params.get('page'));
  const [text, setText] = useState(search);
  const list = useCoalitionList(
    { ...NO_FILTERS, search },
    { activeOnly: true, membershipOf: organization.id },
    page,
  );
  const add = useMembershipAction();
  const [adding, setAdding] = useState<string | null>(null);
  const backPath = paths.organizationCoalitions(organization.id);

  const write = (nextSearch: string, nextPage = 1) => {
    const next = new URLSearchParams();
    if (nextSearch.trim()) next.set('search', nextSearch.trim());
    if (nextPage > 1) next.set('page', String(nextPage));
    setParams(next);
  };
  const handleSearch = (event: FormEvent) => {
    event.preventDefault();
    write(text);
  };

  const addTo = (coalition: CoalitionRecord) => {
    setAdding(coalition.id);
    add.mutate(
      { kind: 'add', organizationId: organization.id, coalitionId: coalition.id },
      {
        onSuccess: () => {
          showSuccess(MEMBERSHIP_MESSAGES.nowActiveContributor(organization.name, coalition.name));
          navigate(backPath);
        },
        onError: (error) => showError(error),
        onSettled: () => setAdding(null),
      },
    );
  };

  const membershipCell = (coalition: CoalitionRecord) => {
    const membership = membershipIn(coalition, organization.id);
    if (membership && membership.status !== 'rejected')
      return membershipStatusLabel(membership.status, membership.statusActor);
    return (
      <Button
        size="xs"
        onClick={() => addTo(coalition)}
        loading={adding === coalition.id}
        disabled={add.isPending && adding !== coalition.id}
        aria-label={`Add to ${coalition.name}`}
      >
        Add
      </Button>
    );
  };

  return (
    <Stack gap="md">
      <Anchor component={Link} to={backPath} size="sm">
        ← Back to Coalitions
      </Anchor>
      <Title order={2}>Add Organization to Coalition</Title>
      <Paper withBorder p="md" radius="md">
        <form onSubmit={handleSearch} aria-label="Search coalitions">
          <Group align="flex-end" gap="sm">
            <TextInput
              label="Search"
              placeholder="Coalition name"
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              w={320}
            />
            <Button type="submit">Search</Button>
            <Button
              variant="default"
              onClick={() => {
                setText('');
                write('');
              }}
            >
              Clear Search
            </Button>
          </Group>
        </form>
      </Paper>
      <TableScrollRegion label="Active coalitions" minWidth={720}>
        <PagedListTable
          aria-label="Active coalitions"
          aria-busy={list.isFetching}
          list={list}
          page={page}
          onPageChange={(next) => write(search, next)}
          rowKey={(c) => c.id}
          emptyText={NO_COALITIONS_TEXT}
          columns={[
            { header: 'Name', cell: (c) => c.name },
            { header: 'States/Provinces', cell: (c) => regionList(c.operatingRegion).join(', ') },
            { header: 'Region Type', cell: (c) => c.operatingRegionType ?? '' },
            { header: 'Shelters', cell: (c) => String(c.organizationsCount ?? 0) },
            { header: 'Membership', cell: membershipCell },
          ]}
        />
      </TableScrollRegion>
    </Stack>
  );
}

export default function OrganizationCoalitionAddPage() {
  return (
    <OrganizationLayout>
      <AddToCoalition />
    </OrganizationLayout>
  );
}
