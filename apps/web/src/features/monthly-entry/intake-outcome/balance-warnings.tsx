/** The balance warnings of the month (issue 4 §8): one line per species that does not balance. */
import { Alert, List } from '@mantine/core';
import { type BalanceReport, balanceWarning } from './balance-warning';

export function BalanceWarnings({ reports }: { reports: readonly BalanceReport[] }) {
  const warnings = reports.map(balanceWarning).filter((text): text is string => text !== null);
  if (warnings.length === 0) return null;
  return (
    <Alert color="orange" title="These numbers do not balance" data-testid="balance-warnings">
      <List size="sm" spacing={4}>
        {warnings.map((text) => (
          <List.Item key={text}>{text}</List.Item>
        ))}
      </List>
      This is a check, not a block: the month can still be saved and submitted.
    </Alert>
  );
}
