/**
 * One analytics chart in its card (coalition analytics, the organization dashboards): the title, optional
 * controls, the chart, a "Show table" toggle with the numbers behind it, "Download CSV" of that table as
 * shown (client-side; cells that a spreadsheet would run as formulas are neutralised by the domain's toCsv)
 * and "Download PNG" of the chart as drawn (html-to-image, loaded on the first click).
 */
import { Box, Button, Group, Paper, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { toCsv } from '@sac/domain';
import { type ReactNode, useId, useRef, useState } from 'react';
import { downloadText, saveBlob } from '../download';
import { TableScrollRegion } from './table-scroll-region';

export type ChartTableCell = string | number;
/** The numbers behind a chart: its table's header and rows, as shown and as written to its CSV. */
export type ChartTable = { columns: string[]; rows: ChartTableCell[][] };

type ChartPanelProps = {
  title: string;
  description?: string;
  controls?: ReactNode;
  table: ChartTable;
  /** The CSV's file name; the PNG's is the same with .png. */
  fileName: string;
  children: ReactNode;
};

/** What the PNG leaves out of the card: its buttons, its controls and its table. */
const PNG_EXCLUDED = 'data-png-excluded';

/** The card as drawn, title and chart, as a PNG at twice its size on the page's white. */
async function chartPng(node: HTMLElement): Promise<Blob | null> {
  const { toBlob } = await import('html-to-image');
  return toBlob(node, {
    backgroundColor: '#ffffff',
    pixelRatio: 2,
    filter: (child) => !(child instanceof HTMLElement && child.hasAttribute(PNG_EXCLUDED)),
  });
}

export function ChartPanel({ title, description, controls, table, fileName, children }: ChartPanelProps) {
  const [showTable, setShowTable] = useState(false);
  const [drawing, setDrawing] = useState(false);
  const card = useRef<HTMLElement>(null);
  const titleId = useId();
  const downloadPng = async () => {
    if (!card.current) return;
    setDrawing(true);
    try {
      const png = await chartPng(card.current);
      if (png) saveBlob(`${fileName.replace(/\.csv$/, '')}.png`, png);
    } finally {
      setDrawing(false);
    }
  };
  return (
    <Paper
      ref={card}
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
          <Group gap="sm" data-png-excluded>
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
            <Button variant="light" size="xs" loading={drawing} onClick={downloadPng}>
              Download PNG
            </Button>
          </Group>
        </Group>
        {controls && <Box data-png-excluded>{controls}</Box>}
        {children}
        {showTable && (
          <Box data-png-excluded>
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
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
