/**
 * One group of a matrix (000 §2): a row per category, a column per age group plus Total, and a footer
 * of column totals, all computed from what is on screen, so they follow the inputs while editing. A
 * total over nothing entered shows "—" like a count not entered (issue 14 §4). On a phone the table keeps
 * every column within the width, the labels wrapping in a narrower first column (issue 14 §5).
 */
import { Table, Text } from '@mantine/core';
import { AGE_GROUPS, type CategoryDef, countField } from '@sac/domain';
import type { FormValue } from './changed-fields';
import { CountInput, formatCount } from './count-input';
import { columnTotal, formatTotal, type GroupValues, groupTotal, rowTotal } from './group-totals';
import { useNarrowScreen } from './use-narrow-screen';

type CountTableProps = {
  caption: string;
  categories: readonly CategoryDef[];
  values: GroupValues;
  editing: boolean;
  errors?: Record<string, string>;
  onChange?: (field: string, value: FormValue) => void;
  /** Intake/outcome columns say "Up to 5 mos.", services columns "Youth" (000 §2). */
  ageLabel?: 'label' | 'servicesLabel';
};

/** The layout both kinds of group tables share: a fixed first column, the numbers within the width. */
export function useMatrixTableProps() {
  const narrow = useNarrowScreen();
  return {
    narrow,
    table: {
      withTableBorder: true,
      withColumnBorders: true,
      striped: true,
      layout: 'fixed',
      horizontalSpacing: narrow ? 4 : 'xs',
      fz: narrow ? 'xs' : 'sm',
      // Labels and headings wrap between words here (the theme keeps headings on one line), so every
      // column stays within the width of a phone.
      styles: { th: { whiteSpace: 'normal', fontSize: narrow ? 11 : undefined } },
    } as const,
    labelWidth: narrow ? '28%' : '38%',
    totalWidth: narrow ? '14%' : undefined,
  };
}

export function CountTable({
  caption,
  categories,
  values,
  editing,
  errors = {},
  onChange,
  ageLabel = 'label',
}: CountTableProps) {
  const layout = useMatrixTableProps();
  return (
    <Table {...layout.table} aria-label={caption}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={layout.labelWidth}>{caption}</Table.Th>
          {AGE_GROUPS.map((age) => (
            <Table.Th key={age.key} ta="right">
              {age[ageLabel]}
            </Table.Th>
          ))}
          <Table.Th ta="right" w={layout.totalWidth}>
            Total
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {categories.map((category) => (
          <Table.Tr key={category.key}>
            <Table.Th scope="row" fw={500} style={{ overflowWrap: 'break-word' }}>
              {category.label}
            </Table.Th>
            {AGE_GROUPS.map((age) => {
              const field = countField(age.key, category.key);
              return (
                <Table.Td key={age.key} ta="right">
                  {editing ? (
                    <CountInput
                      label={`${category.label} ${age[ageLabel]}`}
                      value={values[field] as FormValue}
                      error={errors[field]}
                      row={`${caption}:${category.key}`}
                      onChange={(value) => onChange?.(field, value)}
                    />
                  ) : (
                    formatCount(values[field])
                  )}
                </Table.Td>
              );
            })}
            <Table.Td ta="right" fw={600} data-testid={`row-total-${category.key}`}>
              {formatTotal(rowTotal(values, category.key))}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th scope="row">
            <Text fw={700} size="sm">
              Total
            </Text>
          </Table.Th>
          {AGE_GROUPS.map((age) => (
            <Table.Td key={age.key} ta="right" fw={700}>
              {formatTotal(columnTotal(values, categories, age.key))}
            </Table.Td>
          ))}
          <Table.Td ta="right" fw={700} data-testid="group-total">
            {formatTotal(groupTotal(values, categories))}
          </Table.Td>
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}
