/**
 * The Resource Center's settings (002 §2.15): the link an administrator gave a tutorial video in place of
 * the built-in one. A video without a row plays its built-in file.
 */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { users } from './users';

export const tutorialVideoSettings = pgTable(
  'tutorial_video_settings',
  {
    /** The video's place in the list, 0 to 7 (`TUTORIAL_VIDEOS` of the domain). */
    videoIndex: smallint('video_index').primaryKey(),
    url: text('url').notNull(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
    updatedById: integer('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('tutorial_video_settings_video_index_range', sql`${t.videoIndex} between 0 and 7`)],
);
