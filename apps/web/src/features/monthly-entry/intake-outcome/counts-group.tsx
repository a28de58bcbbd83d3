/**
 * The Animal Counts group (000 §2-§3, §9): beginning and ending counts, in care and in foster, with
 * totals, and last month's ending counts beside the beginning counts when they differ; Auto Calculate fills what follows from the previous month and this month's intakes and
 * outcomes, with the organization's intakes of the year shown as context.
 */
import { Button, Table, Text } from '@mantine/core';
import { ANIMAL_COUNT_FIELDS, type CountRecord, countValue } from '@sac/domain';
import type { MonthRecord } from '../api/month-records';
import { type FormValue, toCountValue } from '../changed-fields';
import { CountInput, formatCount } from '../count-input';
import { GroupSection } from '../group-section';
import { useGroupEditor } from '../use-group-editor';
import { autoCalculatedInputs } from './auto-calculate';
import { COUNTS_GROUP_TITLE } from './matrix-groups';
import { previousEndingCounts, previousMonthNote } from './previous-month-note';

const COUNT_FIELDS = ANIMAL_COUNT_FIELDS.map((f) => f.key);
const labelOf = (field: string) => ANIMAL_COUNT_FIELDS.find((f) => f.key === field)?.label ?? field;

const ROWS = [
  { label: 'Beginning Count', inCare: 'beginningAnimalCount', inFoster: 'beginningFosterAnimalCount' },
  { label: 'Ending Count', inCare: 'endingAnimalCount', inFoster: 'endingFosterAnimalCount' },
] as const;

type CountsGroupProps = {
  record: MonthRecord | undefined;
  locationId: string;
  canEdit: boolean;
  intakes: CountRecord | undefined;
  outcomes: CountRecord | undefined;
  /** The organization's total intakes of the year, if known. */
  yearIntakes: { year: number; total: number } | null;
  onEditingChange?: (editing: boolean) => void;
};

export function CountsGroup({
  record,
  locationId,
  canEdit,
  intakes,
  outcomes,
  yearIntakes,
  onEditingChange,
}: CountsGroupProps) {
  const editor = useGroupEditor({
    kind: 'animal_counts',
    record,
    fields: COUNT_FIELDS,
    locationId,
    onEditingChange,
  });
  const values = editor.values as Record<string, FormValue>;
  const sum = (a: string, b: string) =>
    (countValue(toCountValue(values[a])) + countValue(toCountValue(values[b]))).toLocaleString('en-US');

  const handleAutoCalculate = () =>
    editor.fill(
      autoCalculatedInputs({
        previousCounts: previousEndingCounts(record),
        intakes,
        outcomes,
        current: values,
      }),
    );

  const cell = (field: string) => {
    // Beside a beginning count: last month's ending count, when it differs (000 §3).
    const note = previousMonthNote(record, field, values[field]);
    return editor.editing ? (
      <CountInput
        label={labelOf(field)}
        value={values[field]}
        error={editor.errors[field]}
        description={note}
        onChange={(value) => editor.change(field, value)}
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
      editor={editor}
      canEdit={canEdit}
      editActions={
        <Button variant="outline" size="xs" onClick={handleAutoCalculate}>
          Auto Calculate
        </Button>
      }
    >
      <Table.ScrollContainer minWidth={480}>
        <Table withTableBorder withColumnBorders striped aria-label="Animal Counts" layout="fixed">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="38%">Animal Counts</Table.Th>
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
                <Table.Td ta="right">{cell(row.inCare)}</Table.Td>
                <Table.Td ta="right">{cell(row.inFoster)}</Table.Td>
                <Table.Td ta="right" fw={600}>
                  {sum(row.inCare, row.inFoster)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {editor.editing && (
        <Text size="sm" c="dimmed">
          Auto Calculate: the beginning counts are last month's ending counts; the ending count in care is
          beginning + this month's saved intakes − outcomes. Enter the ending count in foster yourself.
          {yearIntakes &&
            ` Your organization's intakes in ${yearIntakes.year}: ${yearIntakes.total.toLocaleString('en-US')}.`}
        </Text>
      )}
    </GroupSection>
  );
}
