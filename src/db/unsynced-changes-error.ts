/**
 * Signing out would drop changes not yet sent. Its own module, without the database: the error's
 * words (kit/errors/describe-error.ts) are part of the login page, which draws before the device
 * database loads.
 */
export class UnsyncedChangesError extends Error {
  constructor(readonly count: number) {
    super(`${count} unsynced changes would be lost`)
  }
}
