import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core'
import { users } from './auth'

/**
 * The downloads file manager's tree (spec §2, §3 File-browser item). Folders and files are rows
 * linked to their parent (null: the root "Recursos"); a file's bytes live in file storage under
 * `storage_key`, a key the server made, never the person's path. So rename and move are one row
 * update whatever the folder holds, and a name is unique in its folder by an index, not by hope.
 */
export const downloadItems = pgTable(
  'download_items',
  {
    id: serial('id').primaryKey(),
    parent_id: integer('parent_id').references((): AnyPgColumn => downloadItems.id, { onDelete: 'cascade' }),
    type: text('type').$type<'folder' | 'file'>().notNull(),
    name: text('name').notNull(),
    storage_key: text('storage_key'),
    size_bytes: bigint('size_bytes', { mode: 'number' }),
    content_type: text('content_type'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Unique per folder regardless of case: "Guía.pdf" and "guía.pdf" side by side confuse people
    // and collide on case-insensitive disks when downloaded.
    uniqueIndex('download_items_name_in_folder').on(sql`coalesce(${table.parent_id}, 0)`, sql`lower(${table.name})`),
    index('download_items_parent').on(table.parent_id),
    check('download_items_type', sql`${table.type} in ('folder', 'file')`),
    check('download_items_file_bytes', sql`(${table.type} = 'file') = (${table.storage_key} is not null)`),
  ],
)
