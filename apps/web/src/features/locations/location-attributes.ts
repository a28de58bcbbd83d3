/** The attributes a location form sends: the domain's stored forms, the status only from admins. */
import { type LocationAttributes, toLocationAttributes } from '@sac/domain';
import type { LocationFormOutput } from './location-form';

export function toSentAttributes(values: LocationFormOutput, isAdmin: boolean): LocationAttributes {
  const { status, ...attributes } = toLocationAttributes(values);
  return isAdmin && status ? { ...attributes, status } : attributes;
}
