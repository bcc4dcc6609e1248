import { matchCommand, type OfflineCommandName } from '../../src/domain/offline-commands'
import { planCommandHandlers } from '../plans/offline-commands'
import { referralCommandHandlers } from '../referrals/offline-commands'
import { sessionCommandHandlers } from '../service-sessions/mutations'
import type { CommandHandler } from './command-handler'

/**
 * Every offline command's handler, by the command's name: the type demands one for each entry of
 * the registry (src/domain/offline-commands), and commands.test.ts checks it again at run time.
 */
export const commandHandlers: Record<OfflineCommandName, CommandHandler> = { ...sessionCommandHandlers, ...referralCommandHandlers, ...planCommandHandlers }

export interface FoundCommand {
  name: OfflineCommandName
  handler: CommandHandler
  /** The path's first parameter, lower case ('' for none), and its second (an achievement's period). */
  id: string
  secondId?: string
}

/** The command a batched mutation names (method, path below /api) and its handler; null when no command takes it. */
export function findMutation(method: string, path: string): FoundCommand | null {
  const found = matchCommand(method, path)
  if (!found) return null
  return { name: found.name, handler: commandHandlers[found.name], id: found.params[0] ?? '', secondId: found.params[1] }
}
