/**
 * The toolbar's location switcher (000 §2 Shell): only on / for a user with a location and an
 * organization that has more than one location. A choice asks for confirmation, saves the user's
 * location and reloads the page.
 */
import { Select } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { organizationLocationsQueryOptions } from '../../lib/api/organization-locations';
import type { CurrentUser } from '../../lib/auth/current-user';
import { useCurrentUser } from '../../lib/auth/session-context';
import { paths } from '../../lib/paths';
import { useSwitchLocation } from './api/switch-location';
import { SwitchLocationModal } from './switch-location-modal';

/** The switcher may show at all (before knowing how many locations the organization has). */
export function canSwitchLocation(pathname: string, user: CurrentUser): boolean {
  return pathname === paths.home() && Boolean(user.locationId) && user.organization !== null;
}

export function LocationSwitcher() {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const eligible = canSwitchLocation(pathname, user);
  const locations = useQuery({
    ...organizationLocationsQueryOptions(user.organization?.id ?? ''),
    enabled: eligible,
  });
  const switchLocation = useSwitchLocation(user.id);
  const [chosen, setChosen] = useState<string | null>(null);

  // A closed location takes no data: the server refuses it as a working location (422).
  const choices = (locations.data ?? []).filter(
    (location) => location.status !== 'closed' || location.id === user.locationId,
  );
  if (!eligible || choices.length < 2) return null;

  const handleConfirm = () => {
    if (!chosen) return;
    switchLocation.mutate(chosen, { onSuccess: () => window.location.reload() });
  };
  const handleCancel = () => {
    setChosen(null);
    switchLocation.reset();
  };

  return (
    <>
      <Select
        aria-label="Location"
        leftSection={<IconMapPin size={16} />}
        data={choices.map((location) => ({ value: location.id, label: location.name }))}
        value={user.locationId}
        onChange={(value) => value && value !== user.locationId && setChosen(value)}
        allowDeselect={false}
        w={{ base: 170, sm: 280, lg: 380 }}
        comboboxProps={{ withinPortal: true }}
      />
      {/* Mounted only while open: a closed Mantine modal still runs its hooks on every page's first render. */}
      {chosen !== null && (
        <SwitchLocationModal
          opened
          failed={switchLocation.isError}
          pending={switchLocation.isPending || switchLocation.isSuccess}
          onCancel={handleCancel}
          onConfirm={handleConfirm}
        />
      )}
    </>
  );
}
