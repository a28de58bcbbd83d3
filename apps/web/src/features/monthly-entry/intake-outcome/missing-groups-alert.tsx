/** The notice Submit leaves on an incomplete month (000 §4): per species, the groups with empty fields. */
import { Alert, List, Text } from '@mantine/core';
import { statusLabel } from '@sac/domain';
import { type MissingGroups, missingLine } from './missing-groups';

type MissingGroupsAlertProps = {
  missing: readonly MissingGroups[];
  /** The month's status as the server reports it. */
  status: string | null | undefined;
  onClose: () => void;
};

export function MissingGroupsAlert({ missing, status, onClose }: MissingGroupsAlertProps) {
  return (
    <Alert
      color="orange"
      role="alert"
      title="Not submitted: the month is not complete yet"
      withCloseButton
      closeButtonLabel="Close"
      onClose={onClose}
      data-testid="missing-groups"
    >
      {missing.length > 0 ? (
        <>
          <Text size="sm">
            These groups still have empty fields (every field needs a number, even if it is 0):
          </Text>
          <List size="sm" spacing={4}>
            {missing.map((entry) => (
              <List.Item key={entry.species}>{missingLine(entry)}</List.Item>
            ))}
          </List>
        </>
      ) : (
        <Text size="sm">
          Every field on screen holds a number, but the month's status is "{statusLabel(status)}". Reload the
          page and submit again.
        </Text>
      )}
    </Alert>
  );
}
