/** Every common event type of a vendor mapped to its proposed category, as a manager saving the API Mapping would. */
import { COMMON_EVENT_TYPES, directionOf, eventKey, type ShelterSoftwareVendor } from '@sac/domain';
import type { DbOrTx } from '../../../src/db/connection';
import { animalEventTypes } from '../../../src/db/schema/index';

export async function mapCommonEventTypes(db: DbOrTx, organizationId: number, vendor: ShelterSoftwareVendor) {
  await db.insert(animalEventTypes).values(
    COMMON_EVENT_TYPES[vendor].map((common) => ({
      organizationId,
      vendor,
      direction: directionOf(common.type)!,
      eventType: common.type,
      eventSubtype: common.subtype,
      key: eventKey(common.type, common.subtype),
      sacCategory: common.proposed,
    })),
  );
}
