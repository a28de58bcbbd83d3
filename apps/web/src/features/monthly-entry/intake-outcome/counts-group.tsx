/**
 * The Animal Counts group (000 §2-§3, §9): beginning and ending counts, in care and in foster, with
 * totals, and last month's ending counts beside the beginning counts when they differ; Auto Calculate
 * fills what follows from the previous month and this month's intakes and outcomes as typed, with the
 * organization's intakes of the year shown as context.
 */
import { Button, Table, Text } from '@mantine/core';
import { ANIMAL_COUNT_FIELDS, type CountRecord, formatInteger } from '@sac/domain';
import type { MonthRecord } from '../api/month-records';
import type { FormValue } from '../changed-fields';
import { CountInput, formatCount } from '../count-input';
import { useMatrixTableProps } from '../count-table';
import { GroupSection } from '../group-section';
import { enteredSum, formatTotal } from '../group-totals';
import type { SpeciesEditor } from '../use-species-editor';
import { autoCalculatedInputs } from './auto-calculate';
import { COUNTS_GROUP_TITLE } from './matrix-groups';
import { previousEndingCounts, previousMonthNote } from './previous-month-note';

const labelOf = (field: string) => ANIMAL_COUNT_FIELDS.find((f) => f.key === field)?.label ?? field;

const ROWS = [
  { label: 'Beginning Count', inCare: 'beginningAnimalCount', inFoster: 'beginningFosterAnimalCount' },
  { label: 'Ending Count', inCare: 'endingAnimalCount', inFoster: 'endingFosterAnimalCount' },
] as const;

type CountsGroupProps = {
  editor: SpeciesEditor;
  record: MonthRecord | undefined;
  /** The organization's total intakes of the year, if known. */
  yearIntakes: { year: number; total: number } | null;
};

export function CountsGroup({ editor, record, yearIntakes }: CountsGroupProps) {
  const layout = useMatrixTableProps();
  const values = editor.valuesOf('animal_counts') as Record<string, FormValue>;
  const errors = editor.errorsOf('animal_counts');
  const sum = (a: string, b: string) => formatTotal(enteredSum(values, [a, b]));

  // The intakes and outcomes as on screen: typed ones count before they are saved.
  const handleAutoCalculate = () =>
    editor.fill(
      'animal_counts',
      autoCalculatedInputs({
        previousCounts: previousEndingCounts(record),
        intakes: editor.valuesOf('animal_intakes') as CountRecord,
        outcomes: editor.valuesOf('animal_outcomes') as CountRecord,
        current: values,
      }),
    );

  const cell = (field: string, row: string) => {
    // Beside a beginning count: last month's ending count, when it differs (000 §3).
    const note = previousMonthNote(record, field, values[field]);
    return editor.editing ? (
      <CountInput
        label={labelOf(field)}
        value={values[field]}
        error={errors[field]}
        description={note}
        row={`counts:${row}`}
        onChange={(value) => editor.change('animal_counts', field, value)}
      />
    ) : (
      <>
        {formatCount(values[field])}
        {note && (
          <Text size="xs" c="dimmed">
            {note}
          </Text>
        )}
      </>
    );
  };

  return (
    <GroupSection
      title={COUNTS_GROUP_TITLE}
      actions={
        editor.editing && (
          <Button variant="outline" size="xs" onClick={handleAutoCalculate}>
            Auto Calculate
          </Button>
        )
      }
    >
      <Table {...layout.table} aria-label="Animal Counts">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={layout.labelWidth}>Animal Counts</Table.Th>
            <Table.Th ta="right">In Care</Table.Th>
            <Table.Th ta="right">In Foster</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ROWS.map((row) => (
            <Table.Tr key={row.label}>
              <Table.Th scope="row" fw={500}>
                {row.label}
              </Table.Th>
              <Table.Td ta="right">{cell(row.inCare, row.label)}</Table.Td>
              <Table.Td ta="right">{cell(row.inFoster, row.label)}</Table.Td>
              <Table.Td ta="right" fw={600}>
                {sum(row.inCare, row.inFoster)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {editor.editing && (
        <Text size="sm" c="dimmed">
          Auto Calculate: the beginning counts are last month's ending counts (a beginning count in foster you
          typed is kept); the ending count in care is beginning + the intakes − outcomes below. Enter the
          ending count in foster yourself.
          {yearIntakes &&
            ` Your organization's intakes in ${yearIntakes.year}: ${formatInteger(yearIntakes.total)}.`}
        </Text>
      )}
    </GroupSection>
  );
}
