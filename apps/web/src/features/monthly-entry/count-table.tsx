/**
 * One group of a matrix (000 §2): a row per category, a column per age group plus Total, and a footer
 * of column totals, all computed from what is on screen, so they follow the inputs while editing.
 */
import { Table, Text } from '@mantine/core';
import { AGE_GROUPS, type CategoryDef, countField } from '@sac/domain';
import type { FormValue } from './changed-fields';
import { CountInput, formatCount } from './count-input';
import { columnTotal, type GroupValues, groupTotal, rowTotal } from './group-totals';

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

export function CountTable({
  caption,
  categories,
  values,
  editing,
  errors = {},
  onChange,
  ageLabel = 'label',
}: CountTableProps) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table withTableBorder withColumnBorders striped aria-label={caption} layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="38%">{caption}</Table.Th>
            {AGE_GROUPS.map((age) => (
              <Table.Th key={age.key} ta="right">
                {age[ageLabel]}
              </Table.Th>
            ))}
            <Table.Th ta="right">Total</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {categories.map((category) => (
            <Table.Tr key={category.key}>
              <Table.Th scope="row" fw={500}>
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
                        onChange={(value) => onChange?.(field, value)}
                      />
                    ) : (
                      formatCount(values[field])
                    )}
                  </Table.Td>
                );
              })}
              <Table.Td ta="right" fw={600} data-testid={`row-total-${category.key}`}>
                {rowTotal(values, category.key).toLocaleString('en-US')}
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
                {columnTotal(values, categories, age.key).toLocaleString('en-US')}
              </Table.Td>
            ))}
            <Table.Td ta="right" fw={700} data-testid="group-total">
              {groupTotal(values, categories).toLocaleString('en-US')}
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
