/**
 * One coalition home graph (002 §2.8): 'Intake Overview' (the shared total live intakes) or 'Community
 * Services Overview' (the shared services of the four groups), a monthly bar chart stacked by canine,
 * feline and other, with the table of its numbers behind it.
 */

import { Center, Stack, Table, Text, Title } from '@mantine/core';
import { formatInteger, GRAPH_HEIGHT, REPORT_SPECIES_GROUPS } from '@sac/domain';
import { LabelledLoader } from '../../../lib/ui/labelled-loader';
import { LoadError } from '../../../lib/ui/load-error';
import { SpeciesBarChart } from '../../../lib/ui/species-bar-chart';
import { TableScrollRegion } from '../../../lib/ui/table-scroll-region';
import type { CoalitionTotal, HomeGraph } from '../api/coalition-home';
import { monthlyRows, yearTotals } from './monthly-totals';

export const GRAPH_TITLES: Record<HomeGraph, string> = {
  intake_outcome: 'Intake Overview',
  services: 'Community Services Overview',
};

export const NO_SHARED_DATA = 'No shared data for these filters';

/** The table's last row: the year's totals so far (the coalition's year-to-date totals by species group). */
export const YEAR_TO_DATE = 'Year to date';

type HomeGraphProps = {
  graph: HomeGraph;
  year: number;
  totals: CoalitionTotal[] | undefined;
  error: unknown;
  loading: boolean;
  /** Reads the totals again after a failure. */
  onRetry: () => unknown;
};

export function CoalitionHomeGraph({ graph, year, totals, error, loading, onRetry }: HomeGraphProps) {
  const title = GRAPH_TITLES[graph];
  const body = () => {
    if (error) return <LoadError error={error} onRetry={onRetry} retrying={loading} />;
    if (!totals)
      return (
        <Center h={GRAPH_HEIGHT} role="status">
          <LabelledLoader label={`Loading the ${title}`} />
        </Center>
      );
    const rows = monthlyRows(totals);
    const yearToDate = yearTotals(rows);
    const empty = rows.every((r) => r.total === 0);
    return (
      <Stack gap="sm" style={{ opacity: loading ? 0.6 : 1 }} aria-busy={loading}>
        {empty && (
          <Text c="dimmed" size="sm" ta="center">
            {NO_SHARED_DATA}
          </Text>
        )}
        <figure aria-label={`${title}, ${year}`} style={{ margin: 0 }}>
          <SpeciesBarChart rows={rows} height={GRAPH_HEIGHT} />
        </figure>
        <TableScrollRegion label={`${title} by month, ${year}`} minWidth={480}>
          <Table striped withTableBorder fz="sm" aria-label={`${title} by month, ${year}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Month</Table.Th>
                {REPORT_SPECIES_GROUPS.map((g) => (
                  <Table.Th key={g.key} ta="right">
                    {g.label}
                  </Table.Th>
                ))}
                <Table.Th ta="right">Total</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.month}>
                  <Table.Td>{row.month}</Table.Td>
                  {REPORT_SPECIES_GROUPS.map((g) => (
                    <Table.Td key={g.key} ta="right">
                      {formatInteger(row[g.key])}
                    </Table.Td>
                  ))}
                  <Table.Td ta="right">{formatInteger(row.total)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr fw={600}>
                <Table.Td>{YEAR_TO_DATE}</Table.Td>
                {REPORT_SPECIES_GROUPS.map((g) => (
                  <Table.Td key={g.key} ta="right">
                    {formatInteger(yearToDate[g.key])}
                  </Table.Td>
                ))}
                <Table.Td ta="right">{formatInteger(yearToDate.total)}</Table.Td>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </TableScrollRegion>
      </Stack>
    );
  };
  return (
    <Stack gap="sm">
      <Title order={3}>{title}</Title>
      {body()}
    </Stack>
  );
}
