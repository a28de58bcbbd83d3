/**
 * /coalitions and /coalitions/mine (002 §2.2): the tabs (My Coalitions only for a user with coalitions),
 * Create Coalition, the pending-requests box, the filters, the paged table with its columns (My
 * Coalitions adds My Role and both sharing columns) and each row's actions by the user's relationship.
 */
import { Button, Group, Stack, Switch, Tabs, Text, Title } from '@mantine/core';
import { COALITION_STATUS_OPTIONS, yesNoLabel } from '@sac/domain';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { parsePage } from '../../../lib/api/paged-list';
import { type CurrentUser, hasCoalitions } from '../../../lib/auth/current-user';
import { useCurrentUser } from '../../../lib/auth/session-context';
import { paths } from '../../../lib/paths';
import { BreakAfterSlashes, type ListColumn, WrappingHeader } from '../../../lib/ui/list-table';
import { MAIN_CONTENT_ID } from '../../../lib/ui/main-content';
import { PagedListTable, rowMenuColumn } from '../../../lib/ui/paged-list-table';
import { TableScrollRegion } from '../../../lib/ui/table-scroll-region';
import { type CoalitionRecord, regionList, useCoalitionList } from '../api/coalitions';
import { CoalitionFiltersForm, readFilters, writeFilters } from './coalition-filters';
import { myRoleLabel, ownMembership } from './coalition-relationship';
import { PendingRequestsBox } from './pending-requests-box';
import { useRowActions } from './row-actions';

export const NO_COALITIONS_TEXT = 'No coalitions found';

const statusLabel = (status: string) =>
  COALITION_STATUS_OPTIONS.find((option) => option.value === status)?.label ?? status;

function coalitionColumns(user: CurrentUser, mine: boolean): ListColumn<CoalitionRecord>[] {
  const columns: ListColumn<CoalitionRecord>[] = [
    { header: 'Name', cell: (c) => c.name, cellProps: { miw: 150 } },
    {
      header: (
        <WrappingHeader width={80}>
          <BreakAfterSlashes text="States/Provinces" />
        </WrappingHeader>
      ),
      cell: (c) => regionList(c.operatingRegion).join(', '),
    },
    { header: 'Region Type', cell: (c) => <BreakAfterSlashes text={c.operatingRegionType ?? ''} /> },
    { header: 'Shelters', cell: (c) => String(c.organizationsCount ?? 0) },
    {
      header: 'Description',
      cell: (c) => (
        <Text size="sm" lineClamp={3} title={c.description ?? undefined}>
          {c.description ?? ''}
        </Text>
      ),
      cellProps: { miw: 200 },
    },
    { header: 'Status', cell: (c) => statusLabel(c.status) },
  ];
  if (mine) {
    columns.push(
      { header: 'My Role', cell: (c) => myRoleLabel(c.userRole) },
      {
        header: <WrappingHeader width={90}>Community Service Data Sharing</WrappingHeader>,
        cell: (c) => yesNoLabel(ownMembership(c, user)?.communityServiceDataSharing),
      },
      {
        header: (
          <WrappingHeader width={90}>
            <BreakAfterSlashes text="Intake/outcome Data Sharing" />
          </WrappingHeader>
        ),
        cell: (c) => yesNoLabel(ownMembership(c, user)?.intakeOutcomeDataSharing),
      },
    );
  }
  return columns;
}

const CLOSED_PARAM = 'closed';
const withClosed = (params: URLSearchParams, closed: boolean) => {
  if (closed) params.set(CLOSED_PARAM, '1');
  return params;
};

export function CoalitionListPage({ mine }: { mine: boolean }) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const page = parsePage(params.get('page'));
  // Lists leave closed coalitions out (002 §2.2); an admin may ask for them, to activate one again.
  const includeClosed = user.isAdmin && params.get(CLOSED_PARAM) === '1';
  const list = useCoalitionList(
    filters,
    { forUser: mine ? user.id : undefined, membershipOf: user.organization?.id ?? null, includeClosed },
    page,
  );
  const rowActions = useRowActions(user);
  const tab = mine ? 'mine' : 'all';

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>Coalitions</Title>
        <Button component={Link} to={paths.coalitionAdd()}>
          Create Coalition
        </Button>
      </Group>
      <Tabs
        value={tab}
        onChange={(next) => {
          if (next && next !== tab) navigate(next === 'mine' ? paths.myCoalitions() : paths.coalitions());
        }}
      >
        <Tabs.List aria-label="Coalition lists">
          {/* The tabs open routes: they control the page's main (Mantine would name a missing panel). */}
          <Tabs.Tab value="all" aria-controls={MAIN_CONTENT_ID}>
            All Coalitions
          </Tabs.Tab>
          {(hasCoalitions(user) || mine) && (
            <Tabs.Tab value="mine" aria-controls={MAIN_CONTENT_ID}>
              My Coalitions
            </Tabs.Tab>
          )}
        </Tabs.List>
      </Tabs>
      <PendingRequestsBox user={user} />
      <CoalitionFiltersForm
        value={filters}
        onSearch={(next) => setParams(withClosed(writeFilters(next), includeClosed))}
      />
      {user.isAdmin && (
        <Switch
          label="Show closed coalitions"
          checked={includeClosed}
          onChange={(event) => setParams(withClosed(writeFilters(filters), event.currentTarget.checked))}
        />
      )}
      <TableScrollRegion label={mine ? 'My Coalitions' : 'All Coalitions'} minWidth={900}>
        <PagedListTable
          aria-label={mine ? 'My Coalitions' : 'All Coalitions'}
          aria-busy={list.isFetching}
          horizontalSpacing="xs"
          list={list}
          page={page}
          onPageChange={(next) => setParams(withClosed(writeFilters(filters, next), includeClosed))}
          rowKey={(c) => c.id}
          emptyText={NO_COALITIONS_TEXT}
          columns={[...coalitionColumns(user, mine), rowMenuColumn((c) => c.name, rowActions.itemsOf)]}
        />
      </TableScrollRegion>
      {rowActions.dialogs}
    </Stack>
  );
}
