/**
 * /coalitions/add (002 §2.4): any signed-in user creates a coalition. It starts as a draft (an admin
 * activates it); its creator becomes its manager. On success the new coalition's detail opens.
 */
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { COMMON_MESSAGES } from '@sac/domain';
import { Link, useNavigate } from 'react-router';
import { applyServerFieldErrors } from '../../../lib/api/server-field-errors';
import { paths } from '../../../lib/paths';
import { showError, showSuccess } from '../../../lib/toasts';
import { useCreateCoalition } from '../api/coalitions';
import { COALITION_FIELDS, CoalitionForm } from './coalition-form';

export default function CoalitionAddPage() {
  const create = useCreateCoalition();
  const navigate = useNavigate();
  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.coalitions()} size="sm">
        ← Back to Coalitions
      </Anchor>
      <Title order={1}>Create Coalition</Title>
      <Text c="dimmed" size="sm">
        A new coalition is a draft until an administrator activates it.
      </Text>
      <CoalitionForm
        mode="add"
        pending={create.isPending}
        onCancel={() => navigate(paths.coalitions())}
        onSubmit={async (attributes, setError) => {
          try {
            const created = await create.mutateAsync(attributes);
            showSuccess(COMMON_MESSAGES.savedSuccessfully);
            // After the form is clean (it resets on success), so the unsaved-changes guard lets it go.
            setTimeout(() => navigate(paths.coalitionDetail(created.id)), 0);
            return true;
          } catch (error) {
            if (!applyServerFieldErrors(error, setError, COALITION_FIELDS)) showError(error);
            return false;
          }
        }}
      />
    </Stack>
  );
}
