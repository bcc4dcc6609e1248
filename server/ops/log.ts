import { pino, type DestinationStream, type Logger } from 'pino'

/**
 * The server's structured log: one JSON object per line on standard output (pino), read by
 * whatever collects the container's output. Request lines (request-log.ts) and job runs
 * (jobs/runner.ts) are written here; what may go into a line is the no-PII rule of
 * http/safe-log.ts: ids, routes, codes and durations — never a body, a token or a person's data.
 *
 * LOG_LEVEL sets the level (info by default; silent under vitest, whose tests capture it).
 */
let target: DestinationStream = pino.destination({ dest: 1, sync: false })

/** Every line goes through here, so a test can read them (captureLog). */
const forward: DestinationStream = { write: (line: string) => target.write(line) }

const defaultLevel = process.env.LOG_LEVEL ?? (process.env.VITEST ? 'silent' : 'info')

export const log: Logger = pino(
  {
    level: defaultLevel,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  },
  forward,
)

/** Tests: every line logged until `stop()` is called, parsed. */
export function captureLog(): { lines: Record<string, unknown>[]; stop: () => void } {
  const lines: Record<string, unknown>[] = []
  const previous = { target, level: log.level }
  target = { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) }
  log.level = 'info'
  return {
    lines,
    stop: () => {
      target = previous.target
      log.level = previous.level
    },
  }
}
