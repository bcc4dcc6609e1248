/** The device database's name: database.ts opens it with Dexie, peek.ts reads it without. */
export const DATABASE_NAME = 'bitacora'
