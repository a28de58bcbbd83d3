/** PLACEHOLDER (issue 4, being built): the record status tiles of a location's year (000 §2 Home). */
import type { AdminTarget, EntryAction } from '../../app/routes';

export type RecordStatusTilesProps = {
  action: EntryAction;
  locationId: string;
  /** Admins open another organization's months through the admin route variants. */
  adminTarget?: AdminTarget;
};

export function RecordStatusTiles(_props: RecordStatusTilesProps) {
  return null;
}
