/**
 * Uploaded and generated files live in the database (no state in a server process), stored in
 * chunks so that large national exports can be written and read as streams.
 */

import { bigint, index, integer, jsonb, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { bytea } from './bytea';
import { coalitions } from './coalitions';
import { id, timestamps, tstz } from './columns';
import { locations, organizations } from './organizations';
import { users } from './users';

export const storedFiles = pgTable(
  'stored_files',
  {
    id: id(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: bigint('byte_size', { mode: 'number' }).notNull().default(0),
    sha256: text('sha256'),
    /** `gzip` when the chunks hold the content compressed (national exports); null for plain content. */
    contentEncoding: text('content_encoding'),
    /** Generated reports are removed after this time by the nightly clean-up; null keeps the file. */
    expiresAt: tstz('expires_at'),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('stored_files_expires_idx').on(t.expiresAt)],
);

/** Server secrets shared by every API process (the signing key of download links when SECRET_KEY_BASE is unset). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.seq] })],
);

/** A CSV upload. file_type: intake_outcome | services; status: processing | completed | failed */
export const fileImports = pgTable(
  'file_imports',
  {
    id: id(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    fileType: text('file_type').notNull(),
    status: text('status').notNull().default('processing'),
    fileId: integer('file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    fileName: text('file_name'),
    byteSize: integer('byte_size'),
    rowCount: integer('row_count'),
    errorMessages: jsonb('error_messages').$type<string[]>(),
    completedAt: tstz('completed_at'),
    ...timestamps(),
  },
  (t) => [index('file_imports_organization_idx').on(t.organizationId, t.createdAt)],
);

/** The national animal data CSV produced by a background job. status: started | completed | failed */
export const dataExports = pgTable(
  'data_exports',
  {
    id: id(),
    status: text('status').notNull().default('started'),
    /** The intake/outcome CSV (`data_csv`). */
    fileId: integer('file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    rowCount: integer('row_count'),
    /** The community services CSV (`services_csv`). */
    servicesFileId: integer('services_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    servicesRowCount: integer('services_row_count'),
    errorMessage: text('error_message'),
    requestedByUserId: integer('requested_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    completedAt: tstz('completed_at'),
    ...timestamps(),
  },
  (t) => [index('data_exports_created_idx').on(t.createdAt)],
);

/** A data report (PDF and CSV) of an organization. action: data-entry | services */
export const reportExports = pgTable(
  'report_exports',
  {
    id: id(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    dateFormat: text('date_format').notNull(),
    dates: jsonb('dates').$type<string[]>().notNull(),
    status: text('status').notNull().default('started'),
    pdfFileId: integer('pdf_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    csvFileId: integer('csv_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    errorMessage: text('error_message'),
    ...timestamps(),
  },
  (t) => [index('report_exports_organization_idx').on(t.organizationId, t.createdAt)],
);

/** Coalition data status CSV jobs. export_type: dataStatuses | servicesStatuses; status: processing | completed | failed */
export const statusExports = pgTable('exports', {
  id: id(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  coalitionId: integer('coalition_id')
    .notNull()
    .references(() => coalitions.id, { onDelete: 'cascade' }),
  exportType: text('export_type').notNull(),
  year: smallint('year').notNull(),
  search: text('search'),
  status: text('status').notNull().default('processing'),
  progress: smallint('progress').notNull().default(0),
  fileId: integer('file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
  errorMessage: text('error_message'),
  ...timestamps(),
});

/** Coalition data exports. export_for: intake_outcome | community | contributors; status: started | failed | done */
export const coalitionDataExports = pgTable(
  'coalition_data_exports',
  {
    id: id(),
    coalitionId: integer('coalition_id')
      .notNull()
      .references(() => coalitions.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    exportFor: text('export_for').notNull(),
    monthOfRecord: smallint('month_of_record'),
    yearOfRecord: smallint('year_of_record'),
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status').notNull().default('started'),
    fileId: integer('file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    errorMessage: text('error_message'),
    completedAt: tstz('completed_at'),
    ...timestamps(),
  },
  (t) => [index('coalition_data_exports_coalition_idx').on(t.coalitionId, t.createdAt)],
);
