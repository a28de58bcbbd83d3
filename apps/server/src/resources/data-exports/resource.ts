/**
 * The national animal data exports (admins only): each a pair of stored CSVs of every record, written by
 * the `national-data-export` job. `data_csv` and `services_csv` are the download paths once completed;
 * the routes sign them for the requester (sign-file-links.ts).
 */
import { type SQL, sql } from 'drizzle-orm';
import { dataExports } from '../../db/schema/index';
import { defineResource, type Resource } from '../../http/jsonapi/index';

/** Each file of an export: its attribute (and download path segment), column and file name kind. */
export const DATA_EXPORT_FILES = {
  data_csv: { column: dataExports.fileId, key: 'fileId', kind: 'animal-data' },
  services_csv: { column: dataExports.servicesFileId, key: 'servicesFileId', kind: 'services-data' },
} as const;
export type DataExportFile = keyof typeof DATA_EXPORT_FILES;

const downloadPath = (file: DataExportFile): (() => SQL) => {
  const { column } = DATA_EXPORT_FILES[file];
  return () =>
    sql`case when ${dataExports.status} = 'completed' and ${column} is not null
      then '/api/v1/data_exports/' || ${dataExports.id} || ${sql.raw(`'/${file}'`)} end`;
};

export const dataExportResource: Resource = defineResource({
  type: 'data_exports',
  table: dataExports,
  attributes: {
    status: { type: 'string', filterable: ['eq', 'not_eq'], sortable: true },
    created_at: { type: 'datetime', filterable: true, sortable: true },
    completed_at: { type: 'datetime', filterable: true, sortable: true },
    row_count: { type: 'integer' },
    services_row_count: { type: 'integer' },
    error_message: { type: 'string' },
    data_csv: { type: 'string', sql: downloadPath('data_csv') },
    services_csv: { type: 'string', sql: downloadPath('services_csv') },
  },
  defaultSort: ['-created_at'],
  // The routes answer 403 to anyone else; the scope keeps the rows private even without them.
  scope: (ctx) => ctx.access.isAdmin,
});
