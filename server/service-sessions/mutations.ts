import { latestSessionTime } from '../../src/domain/rules/company-time'
import { sessionNotAfterNow } from '../../src/domain/service-sessions/schemas'
import { parseWith } from '../http/validate'
import { parseCommand, type CommandHandler, type MutationRunner } from '../sync/command-handler'
import { SESSION_WRITES } from './access'
import { addVisit, createSession, deleteSession, removeVisit, updateSession, updateVisit, type WriteContext } from './writes'

/**
 * The session and visit writes a device may send (their commands: src/domain/offline-commands/
 * service-sessions.ts): the single endpoints (routes.ts) and the batched push
 * (server/sync/push.ts) both run them, so a write has the same validation, authorization and
 * effect whichever way it arrives.
 */

/** Spec §2: not later today than now (company zone, with a few minutes for the device's clock). */
function notAfterNow<T extends { date: string; time: string }>(input: T, ctx: WriteContext, today: string): T {
  parseWith(sessionNotAfterNow(today, latestSessionTime(ctx.now)), input)
  return input
}

export const sessionWrites = {
  createSession: async ({ ctx, body, today }) => ({
    status: 201,
    body: await createSession(ctx, notAfterNow(parseCommand('service-session.create', body, today), ctx, today)),
  }),
  updateSession: async ({ ctx, body, id, today }) => ({
    status: 200,
    body: await updateSession(ctx, id, notAfterNow(parseCommand('service-session.update', body, today), ctx, today)),
  }),
  deleteSession: async ({ ctx, body, id }) => ({ status: 200, body: await deleteSession(ctx, id, parseCommand('service-session.delete', body).hash) }),
  addVisit: async ({ ctx, body }) => ({ status: 201, body: await addVisit(ctx, parseCommand('service-visit.add', body)) }),
  updateVisit: async ({ ctx, body, id }) => ({ status: 200, body: await updateVisit(ctx, id, parseCommand('service-visit.update', body)) }),
  removeVisit: async ({ ctx, body, id }) => ({ status: 200, body: await removeVisit(ctx, id, parseCommand('service-visit.remove', body).hash) }),
} satisfies Record<string, MutationRunner>

export const sessionCommandHandlers = {
  // A new session only adds rows nobody else in the batch reads.
  'service-session.create': { run: sessionWrites.createSession, access: SESSION_WRITES, deferrable: true },
  'service-session.update': { run: sessionWrites.updateSession, access: SESSION_WRITES },
  'service-session.delete': { run: sessionWrites.deleteSession, access: SESSION_WRITES },
  'service-visit.add': { run: sessionWrites.addVisit, access: SESSION_WRITES },
  'service-visit.update': { run: sessionWrites.updateVisit, access: SESSION_WRITES },
  'service-visit.remove': { run: sessionWrites.removeVisit, access: SESSION_WRITES },
} satisfies Record<string, CommandHandler>
