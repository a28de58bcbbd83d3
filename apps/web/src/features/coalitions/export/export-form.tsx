/**
 * The Export Data form (002 §2.11, §5): the export type toggle (Contributor Contacts, Intake/Outcome
 * Export, Community Services Data), 'Choose a Month or Year to export.' with State, Counties, Provinces and
 * Organization Type, the required Organization choice (the contributors sharing that data, from the
 * server), the Export Date Format and a month or year not later than today; Generate CSV needs at least
 * one organization and a valid form. The contributor export is of the current year: no date is asked.
 */
import {
  Button,
  Group,
  MultiSelect,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { CANADIAN_PROVINCES, EXPORT_JOB_MESSAGES, pickerYears, US_STATES } from '@sac/domain';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../../lib/errors';
import { showError } from '../../../lib/toasts';
import {
  type ExportFor,
  type ExportRegionFilters,
  useExportOrganizations,
  useExportOrganizationTypes,
  useStartCoalitionExport,
} from '../api/coalition-exports';
import { useCoalitionCounties } from '../api/us-counties';

export const EXPORT_TYPES: { value: ExportFor; label: string }[] = [
  { value: 'contributors', label: 'Contributor Contacts' },
  { value: 'intake_outcome', label: 'Intake/Outcome Export' },
  { value: 'community', label: 'Community Services Data' },
];

export const DATE_FORMATS = [
  { value: 'month', label: 'Export a Month of Data' },
  { value: 'year', label: 'Export a Year of Data' },
];

export const EXPORT_FORM_MESSAGES = {
  dateFormat: 'Select a date format',
  date: 'Select an export date',
} as const;

type DateFormat = 'month' | 'year';

const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.code, label: s.name }));
const PROVINCE_OPTIONS = CANADIAN_PROVINCES.map((p) => ({ value: p.code, label: p.name }));

const MONTH_PICKER_LABELS = {
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
};

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The year and month of a picked month, or null when it is missing or later than this month. */
function monthOf(value: string | null, now: Date): { year: number; month: number } | null {
  const match = value ? /^(\d{4})-(\d{2})/.exec(value) : null;
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  if (year * 12 + month > now.getFullYear() * 12 + now.getMonth() + 1) return null;
  return { year, month };
}

export function CoalitionExportForm({ coalitionId, now }: { coalitionId: string; now: Date }) {
  const [exportFor, setExportFor] = useState<ExportFor>('intake_outcome');
  const [filters, setFilters] = useState<ExportRegionFilters>({
    states: [],
    countyIds: [],
    provinces: [],
    orgTypes: [],
  });
  const [organizationIds, setOrganizationIds] = useState<string[]>([]);
  const [dateFormat, setDateFormat] = useState<DateFormat | null>(null);
  const [month, setMonth] = useState<string | null>(null);
  const [year, setYear] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const setFilter = (patch: Partial<ExportRegionFilters>) =>
    setFilters((current) => ({ ...current, ...patch }));

  const counties = useCoalitionCounties(filters.states);
  const countyOptions = (counties.data ?? []).map((c) => ({
    value: c.id,
    label: filters.states.length > 1 && c.usState ? `${c.name} (${c.usState})` : c.name,
  }));
  const knownCounties = new Set(countyOptions.map((c) => c.value));
  const regionFilters = { ...filters, countyIds: filters.countyIds.filter((id) => knownCounties.has(id)) };
  const types = useExportOrganizationTypes(coalitionId, exportFor, regionFilters);
  const organizations = useExportOrganizations(coalitionId, exportFor, regionFilters);
  const organizationOptions = (organizations.data ?? []).map((o) => ({ value: String(o.id), label: o.name }));
  const offered = new Set(organizationOptions.map((o) => o.value));
  const chosen = organizationIds.filter((id) => offered.has(id));
  const years = useMemo(() => pickerYears(now).map(String), [now]);
  const start = useStartCoalitionExport(coalitionId);

  const needsDate = exportFor !== 'contributors';
  const picked = dateFormat === 'month' ? monthOf(month, now) : null;
  const pickedYear = dateFormat === 'year' && year && years.includes(year) ? Number(year) : null;
  const errors = {
    dateFormat: needsDate && !dateFormat ? EXPORT_FORM_MESSAGES.dateFormat : undefined,
    date: needsDate && dateFormat && !picked && pickedYear === null ? EXPORT_FORM_MESSAGES.date : undefined,
  };
  const valid = chosen.length > 0 && !errors.dateFormat && !errors.date;
  const showErrors = touched || chosen.length > 0;

  const submit = () => {
    setTouched(true);
    if (!valid || start.isPending) return;
    const period = !needsDate
      ? { yearOfRecord: now.getFullYear(), monthOfRecord: null }
      : picked
        ? { yearOfRecord: picked.year, monthOfRecord: picked.month }
        : { yearOfRecord: pickedYear, monthOfRecord: null };
    start.mutate(
      { exportFor, organizationIds: chosen, filters: regionFilters, ...period },
      { onError: (error) => showError(EXPORT_JOB_MESSAGES.failed(errorMessage(error))) },
    );
  };

  return (
    <Paper withBorder p="md" radius="md">
      <form
        noValidate
        aria-label="Export Coalition Data"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <SegmentedControl
            aria-label="Export type"
            data={EXPORT_TYPES}
            value={exportFor}
            onChange={(value) => setExportFor(value as ExportFor)}
            fullWidth
          />
          <Title order={3} size="h5">
            Choose a Month or Year to export.
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
            <MultiSelect
              label="State"
              searchable
              clearable
              data={STATE_OPTIONS}
              value={filters.states}
              onChange={(states) => setFilter({ states })}
            />
            <MultiSelect
              label="Counties"
              searchable
              clearable
              disabled={filters.states.length === 0}
              placeholder={filters.states.length === 0 ? 'Choose a state first' : undefined}
              data={countyOptions}
              value={regionFilters.countyIds}
              onChange={(countyIds) => setFilter({ countyIds })}
            />
            <MultiSelect
              label="Provinces"
              searchable
              clearable
              data={PROVINCE_OPTIONS}
              value={filters.provinces}
              onChange={(provinces) => setFilter({ provinces })}
            />
            <MultiSelect
              label="Organization Type"
              clearable
              data={types.data ?? []}
              value={filters.orgTypes}
              onChange={(orgTypes) => setFilter({ orgTypes })}
            />
          </SimpleGrid>
          <MultiSelect
            label="Organization"
            withAsterisk
            searchable
            clearable
            data={organizationOptions}
            value={chosen}
            onChange={setOrganizationIds}
            placeholder={organizationOptions.length === 0 ? 'No organizations found' : 'Choose organizations'}
            error={touched && chosen.length === 0 ? 'Select at least one organization' : undefined}
          />
          <Group gap="xs">
            <Button
              size="compact-sm"
              variant="subtle"
              disabled={organizationOptions.length === 0 || chosen.length === organizationOptions.length}
              onClick={() => setOrganizationIds(organizationOptions.map((o) => o.value))}
            >
              Select all organizations
            </Button>
            {chosen.length > 0 && (
              <Text size="sm" c="dimmed">
                {chosen.length} of {organizationOptions.length} selected
              </Text>
            )}
          </Group>
          {needsDate ? (
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <Select
                label="Export Date Format"
                withAsterisk
                data={DATE_FORMATS}
                value={dateFormat}
                onChange={(value) => setDateFormat(value as DateFormat | null)}
                error={showErrors ? errors.dateFormat : undefined}
              />
              {dateFormat === 'year' ? (
                <Select
                  label="Export Date"
                  withAsterisk
                  data={years}
                  value={year}
                  onChange={setYear}
                  error={showErrors ? errors.date : undefined}
                />
              ) : (
                <MonthPickerInput
                  label="Export Date"
                  withAsterisk
                  clearable
                  disabled={!dateFormat}
                  maxDate={isoDay(now)}
                  valueFormat="MMMM YYYY"
                  ariaLabels={MONTH_PICKER_LABELS}
                  placeholder={dateFormat ? 'Pick a month' : 'Choose an export date format first'}
                  value={month}
                  onChange={setMonth}
                  error={showErrors && dateFormat ? errors.date : undefined}
                />
              )}
            </SimpleGrid>
          ) : (
            <Text size="sm" c="dimmed">
              The contributor contacts are exported for {now.getFullYear()}.
            </Text>
          )}
          <Group justify="flex-end">
            <Button type="submit" disabled={!valid}>
              {start.isPending ? EXPORT_JOB_MESSAGES.generatingCsv : 'Generate CSV'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
