/**
 * /coalitions/{coalitionId}/edit (002 §2.4, §8): the coalition form in edit mode for its managers and
 * admins; saved with PUT, 'Updated {name} successfully', back to the detail.
 */
import { Title } from '@mantine/core';
import { COMMON_MESSAGES } from '@sac/domain';
import { useNavigate } from 'react-router';
import { applyServerFieldErrors } from '../../../lib/api/server-field-errors';
import { paths } from '../../../lib/paths';
import { showError, showSuccess } from '../../../lib/toasts';
import { useUpdateCoalition } from '../api/coalitions';
import { CoalitionLayout, useLayoutCoalition } from '../frame/coalition-layout';
import { COALITION_FIELDS, CoalitionForm } from './coalition-form';

function EditCoalition() {
  const coalition = useLayoutCoalition();
  const update = useUpdateCoalition(coalition.id);
  const navigate = useNavigate();
  const detailPath = paths.coalitionDetail(coalition.id);
  return (
    <>
      <Title order={2}>Edit Coalition</Title>
      <CoalitionForm
        mode="edit"
        coalition={coalition}
        pending={update.isPending}
        onCancel={() => navigate(detailPath)}
        onSubmit={async (attributes, setError) => {
          try {
            await update.mutateAsync(attributes);
            showSuccess(COMMON_MESSAGES.updatedSuccessfully(attributes.name));
            setTimeout(() => navigate(detailPath), 0);
            return true;
          } catch (error) {
            if (!applyServerFieldErrors(error, setError, COALITION_FIELDS)) showError(error);
            return false;
          }
        }}
      />
    </>
  );
}

export default function CoalitionEditPage() {
  return (
    <CoalitionLayout>
      <EditCoalition />
    </CoalitionLayout>
  );
}
