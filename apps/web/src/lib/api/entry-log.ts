/** An entry log row as `GET /api/v1/entry_logs` answers it (000 §2, 001 §2): read by the organization and location logs. */
import type { Resource } from './jsonapi';

export type EntryLog = Resource & {
  createdAt: string;
  updatedAt: string;
  month: number;
  year: number;
  channel: string | null;
  locationId: number | string | null;
};
