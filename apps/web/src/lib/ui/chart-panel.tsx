/**
 * One Coalition Analytics chart in its card: the title, optional controls, the chart, a "Show table" toggle
 * with the numbers behind it, and "Download CSV" of that table as shown (client-side; cells that a
 * spreadsheet would run as formulas are neutralised by the domain's toCsv).
 */
import { Button, Group, Paper, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { toCsv } from '@sac/domain';
import { type ReactNode, useId, useState } from 'react';
import { downloadText } from '../../../lib/download';
import { TableScrollRegion } from '../../../lib/ui/table-scroll-region';
import type { AnalyticsTable } from './analytics-tables';

type ChartPanelProps = {
  title: string;
  description?: string;
  controls?: ReactNode;
  table: AnalyticsTable;
  fileName: string;
  children: ReactNode;
};

export function ChartPanel({ title, description, controls, table, fileName, children }: ChartPanelProps) {
  const [showTable, setShowTable] = useState(false);
  const titleId = useId();
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby={titleId}
      // A chart's hidden tooltip waits beside it; clipped here, it never widens a phone's page.
      style={{ overflow: 'hidden' }}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={2}>
            <Title order={3} id={titleId}>
              {title}
            </Title>
            {description && (
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            )}
          </Stack>
          <Group gap="sm">
            <Switch
              label="Show table"
              checked={showTable}
              onChange={(event) => setShowTable(event.currentTarget.checked)}
            />
            <Button
              variant="light"
              size="xs"
              onClick={() => downloadText(fileName, toCsv([table.columns, ...table.rows]))}
            >
              Download CSV
            </Button>
          </Group>
        </Group>
        {controls}
        {children}
        {showTable && (
          <TableScrollRegion label={`${title} table`} minWidth={480}>
            <Table striped withTableBorder aria-label={`${title} table`}>
              <Table.Thead>
                <Table.Tr>
                  {table.columns.map((column) => (
                    <Table.Th key={column}>{column}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {table.rows.map((row, rowIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the rows are rebuilt with the table
                  <Table.Tr key={rowIndex}>
                    {row.map((cell, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
                      <Table.Td key={index}>{cell}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScrollRegion>
        )}
      </Stack>
    </Paper>
  );
}
