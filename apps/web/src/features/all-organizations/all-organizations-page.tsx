/** /all-organizations (002 §2.12): every signed-in user's directory of organizations, filtered and paged. */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Anchor,
  Button,
  Group,
  Pagination,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  type AllOrganizationsSearchValues,
  allOrganizationsSearchSchema,
  COUNTRIES,
  type Country,
  EMPTY_TEXTS,
  ORGANIZATION_TYPE_OPTIONS,
  PAGINATION_SIBLINGS,
} from '@sac/domain';
import { Controller, useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { parsePage, usePagedList } from '../../lib/api/paged-list';
import { formatEin } from '../../lib/organization/ein';
import { paths } from '../../lib/paths';
import { ListTable } from '../../lib/ui/list-table';
import { LoadError } from '../../lib/ui/load-error';
import { type DirectoryEntry, directoryPageQueryOptions } from './api/list-organization-directory';
import {
  type DirectorySearch,
  directoryColumns,
  EMPTY_SEARCH,
  readDirectorySearch,
  regionOptions,
  writeDirectorySearch,
} from './directory-search';

/** What the page says before any search (issue 14 §8): how to list organizations. */
const EMPTY_PAGE_HINT =
  'Choose a country, and if you like a state or province, an organization type or a name, EIN or business number, then press Search to list organizations.';

function DirectoryTable({ entries, country }: { entries: DirectoryEntry[]; country: Country }) {
  const columns = directoryColumns(country);
  const canada = country === 'Canada';
  return (
    <Table.ScrollContainer minWidth={720}>
      <ListTable
        striped
        highlightOnHover
        records={entries}
        rowKey={(entry) => entry.id}
        emptyText={EMPTY_TEXTS.organizations}
        columns={[
          { header: 'Name', cell: (entry) => entry.name },
          {
            header: columns.region,
            cell: (entry) => ((canada ? entry.locationsProvinces : entry.locationsUsStates) ?? []).join(', '),
          },
          {
            header: columns.taxId,
            cell: (entry) => (canada ? (entry.businessNumber ?? '') : formatEin(entry.ein)),
          },
          { header: 'Organization Type', cell: (entry) => entry.organizationType ?? '' },
          {
            header: null,
            headerProps: { 'aria-label': 'Actions' },
            cell: (entry) => (
              <Anchor
                component={Link}
                to={paths.organization(entry.id)}
                aria-label={`View Details of ${entry.name}`}
              >
                View Details
              </Anchor>
            ),
          },
        ]}
      />
    </Table.ScrollContainer>
  );
}

function DirectoryResults({
  search,
  page,
  onPage,
}: {
  search: DirectorySearch;
  page: number;
  onPage: (page: number) => void;
}) {
  const query = usePagedList(directoryPageQueryOptions(search), page);

  if (query.isError)
    return <LoadError error={query.error} onRetry={query.refetch} retrying={query.isFetching} />;
  if (!query.data) return <Text c="dimmed">Loading…</Text>;
  return (
    <Stack gap="md">
      <DirectoryTable entries={query.data.records} country={search.country} />
      <Pagination total={query.pages} value={page} siblings={PAGINATION_SIBLINGS} onChange={onPage} />
    </Stack>
  );
}

export default function AllOrganizationsPage() {
  const [params, setParams] = useSearchParams();
  const applied = readDirectorySearch(params);
  const page = parsePage(params.get('page'));
  const form = useForm<AllOrganizationsSearchValues>({
    resolver: zodResolver(allOrganizationsSearchSchema),
    defaultValues: applied ?? EMPTY_SEARCH,
  });
  const country = (form.watch('country') || 'United States') as Country;
  const formError = form.formState.errors.root?.message;

  const handleSearch = form.handleSubmit((values) => {
    const search: DirectorySearch = {
      search: values.search ?? '',
      country: (values.country || 'United States') as Country,
      state: values.state ?? '',
      organizationType: values.organizationType ?? '',
    };
    setParams(writeDirectorySearch(search));
  });
  const handleClear = () => {
    form.reset(EMPTY_SEARCH);
    setParams(new URLSearchParams());
  };

  return (
    <Stack gap="md">
      <Title order={1}>All Organizations</Title>
      <Paper withBorder p="md" radius="md">
        <form onSubmit={handleSearch} noValidate>
          <Stack gap="sm">
            <Group align="flex-start" grow>
              <TextInput
                label="Search"
                placeholder="Name, EIN or Business number"
                {...form.register('search')}
              />
              <Controller
                control={form.control}
                name="country"
                render={({ field }) => (
                  <Select
                    label="Country"
                    data={[...COUNTRIES]}
                    allowDeselect={false}
                    value={field.value || 'United States'}
                    onChange={(value) => {
                      field.onChange(value);
                      form.setValue('state', '');
                    }}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="state"
                render={({ field }) => (
                  <Select
                    label="State or Province/Territory"
                    searchable
                    clearable
                    data={regionOptions(country)}
                    value={field.value || null}
                    onChange={(value) => field.onChange(value ?? '')}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="organizationType"
                render={({ field }) => (
                  <Select
                    label="Organization Type"
                    clearable
                    data={ORGANIZATION_TYPE_OPTIONS}
                    value={field.value || null}
                    onChange={(value) => field.onChange(value ?? '')}
                  />
                )}
              />
            </Group>
            {formError && (
              <Text c="red" size="sm" role="alert">
                {formError}
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={handleClear}>
                Clear Search
              </Button>
              <Button type="submit">Search</Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {!applied && (
        <Text size="sm" aria-live="polite">
          {EMPTY_PAGE_HINT}
        </Text>
      )}
      {applied && (
        <DirectoryResults
          search={applied}
          page={page}
          onPage={(next) => setParams(writeDirectorySearch(applied, next))}
        />
      )}
    </Stack>
  );
}
