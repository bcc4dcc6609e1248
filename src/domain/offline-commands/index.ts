import type { OfflineCommand } from './define'
import { fillPath, paramNames, pathPattern } from './paths'
import { planCommands } from './plans'
import { referralCommands } from './referrals'
import { sessionCommands, visitCommands } from './service-sessions'

export type { CommandAck, InputOf, LocalRecordKind, OfflineCommand, ParamFormat } from './define'
export { schemaOf } from './define'
export { appointmentEntityId } from './referrals'

/**
 * Every offline command, by the name a device stores in its outbox entry's `type`. The names are
 * stored on devices, so they never change: renaming one would strand the entries already saved
 * under it. Adding a command: its entry here (in its resource's file), its handler on the server
 * (server/sync/commands.ts), and the screen that queues it (docs/offline-commands.md).
 */
export const offlineCommands = { ...sessionCommands, ...visitCommands, ...referralCommands, ...planCommands } satisfies Record<string, OfflineCommand>

export type OfflineCommandName = keyof typeof offlineCommands

export const offlineCommandNames = Object.keys(offlineCommands) as OfflineCommandName[]

export function commandOf(name: OfflineCommandName): OfflineCommand {
  return offlineCommands[name]
}

/** The request a command goes as: its method, its path with `params` filled in, and the body. */
export function commandRequest(name: OfflineCommandName, params: Record<string, string | number>, body: unknown): CommandRequest {
  const command = offlineCommands[name]
  return { method: command.method, path: fillPath(command.path, params), body }
}

export interface CommandRequest {
  method: OfflineCommand['method']
  path: string
  body: unknown
}

const patterns = offlineCommandNames.map((name) => ({ name, method: offlineCommands[name].method, pattern: pathPattern(offlineCommands[name]), params: paramNames(offlineCommands[name].path) }))

/**
 * The command a request names (method and path below /api), with its parameters in the order
 * the path gives them, lower case; null when no command takes it. Devices send method and path,
 * so a device of any version is understood.
 */
export function matchCommand(method: string, path: string): { name: OfflineCommandName; params: string[] } | null {
  for (const entry of patterns) {
    if (entry.method !== method) continue
    const match = entry.pattern.exec(path)
    if (match) return { name: entry.name, params: entry.params.map((_, index) => match[index + 1]!.toLowerCase()) }
  }
  return null
}
