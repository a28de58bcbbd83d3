/**
 * The year-to-date table (000 §2 Home): one row per species with the database's columns (Total Intake,
 * Total Live Outcomes, Other Outcomes; or Field, Support, Behavior, Veterinary Services), the combined
 * totals below, and a link that downloads them as ytd-intake-outcomes.csv or ytd-services.csv.
 */
import { Anchor, Group, Stack, Table, Text } from '@mantine/core';
import { combineYtdTotals, type EntryAction, speciesLabel, YTD_COLUMNS } from '@sac/domain';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { downloadText } from '../../lib/download';
import { TableScrollRegion } from '../../lib/ui/table-scroll-region';
import { ytdSpeciesTotalsQueryOptions } from './api/ytd-species-totals';
import { formatCount, NoDataRow, TotalsFooter } from './table-parts';
import { WidgetError, WidgetLoader } from './widget-state';
import { YTD_CSV_FILE_NAMES, ytdCsvText } from './ytd-csv';

type YtdTableProps = { action: EntryAction; locationId: string; year: number };

export function YtdTable({ action, locationId, year }: YtdTableProps) {
  const query = useQuery(ytdSpeciesTotalsQueryOptions({ action, locationId, year }));
  const columns = YTD_COLUMNS[action];
  const label = `Year-to-date totals ${year}`;

  if (query.isError) return <WidgetError title="Unable to load the year-to-date totals" query={query} />;
  if (!query.data) return <WidgetLoader label={`Loading ${label}`} />;
  const rows = query.data;
  const total = combineYtdTotals(rows);

  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={600}>{label}</Text>
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => downloadText(YTD_CSV_FILE_NAMES[action], ytdCsvText(rows, action))}
        >
          <Group gap={4} wrap="nowrap">
            <IconDownload size={14} aria-hidden />
            Export CSV
          </Group>
        </Anchor>
      </Group>
      <TableScrollRegion label={label} minWidth={columns.length > 3 ? 480 : 400}>
        <Table aria-label={label} striped withTableBorder fz="sm" horizontalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Species</Table.Th>
              {columns.map((c) => (
                <Table.Th key={c.key} ta="right" style={{ whiteSpace: 'normal', verticalAlign: 'bottom' }}>
                  {c.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.species}>
                <Table.Td>{speciesLabel(row.species)}</Table.Td>
                {columns.map((c) => (
                  <Table.Td key={c.key} ta="right">
                    {formatCount(row[c.key])}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
            {rows.length === 0 && <NoDataRow colSpan={columns.length + 1} />}
          </Table.Tbody>
          {rows.length > 0 && <TotalsFooter columns={columns} totals={total} />}
        </Table>
      </TableScrollRegion>
    </Stack>
  );
}
