import pg from 'pg'
import type { PGlite } from '@electric-sql/pglite'
import type { Database } from './database'

/**
 * PostgreSQL's LISTEN/NOTIFY, for what one server process must tell the others at once (a
 * session signed out). A NOTIFY sent inside a transaction reaches every listener when, and
 * only if, the transaction commits, on PostgreSQL and PGlite alike.
 */
export interface Notifications {
  /**
   * Calls `onMessage` with each payload sent on `channel`. `onListening(false)` means messages
   * may be missed from now on (the listening connection dropped); `onListening(true)` that they
   * arrive again. Listening starts as false until the LISTEN has run.
   */
  listen(channel: string, onMessage: (payload: string) => void, onListening: (listening: boolean) => void): void
}

// Each open database's notifications, so whatever holds the database (the app, a second app on
// the same database in a test) finds them without being handed a second object.
const registry = new WeakMap<Database, Notifications>()

export function registerNotifications(db: Database, notifications: Notifications): void {
  registry.set(db, notifications)
}

/** The notifications of an open database, or undefined for one opened some other way. */
export function notificationsOf(db: Database): Notifications | undefined {
  return registry.get(db)
}

/** PGlite: one process owns the database, and its own NOTIFYs come back to it on commit. */
export function pgliteNotifications(client: PGlite): Notifications {
  return {
    listen(channel, onMessage, onListening) {
      client.listen(channel, onMessage).then(
        () => onListening(true),
        () => onListening(false),
      )
    },
  }
}

const RECONNECT_DELAY_MS = 1_000

/**
 * PostgreSQL: one connection of its own, kept out of the pool (a pooled connection would stop
 * listening when handed to a query). When it drops, listeners hear `false` at once and it
 * reconnects every second until `close()`.
 */
export function postgresNotifications(url: string) {
  const channels = new Map<string, { onMessage: (payload: string) => void; onListening: (listening: boolean) => void }[]>()
  let client: pg.Client | null = null
  let closed = false
  let retry: NodeJS.Timeout | undefined

  const tell = (listening: boolean) => {
    for (const subscribers of channels.values()) for (const subscriber of subscribers) subscriber.onListening(listening)
  }

  async function connect() {
    if (closed) return
    const next = new pg.Client({ connectionString: url, keepAlive: true })
    const lost = () => {
      if (client !== next) return
      client = null
      tell(false)
      if (!closed) retry = setTimeout(() => void connect(), RECONNECT_DELAY_MS)
    }
    next.on('error', lost)
    next.on('end', lost)
    next.on('notification', (message) => {
      for (const subscriber of channels.get(message.channel) ?? []) subscriber.onMessage(message.payload ?? '')
    })
    try {
      await next.connect()
      if (closed) return void (await next.end())
      client = next
      for (const channel of channels.keys()) await next.query(`listen ${quoteChannel(channel)}`)
      tell(true)
    } catch {
      next.removeAllListeners('end')
      await next.end().catch(() => undefined)
      if (client === next) client = null
      if (!closed) retry = setTimeout(() => void connect(), RECONNECT_DELAY_MS)
    }
  }

  const notifications: Notifications & { close(): Promise<void> } = {
    listen(channel, onMessage, onListening) {
      const subscribers = channels.get(channel)
      const subscriber = { onMessage, onListening }
      if (subscribers) subscribers.push(subscriber)
      else channels.set(channel, [subscriber])
      const current = client
      if (!current) return onListening(false)
      current.query(`listen ${quoteChannel(channel)}`).then(
        () => onListening(client === current),
        () => onListening(false),
      )
    },
    async close() {
      closed = true
      clearTimeout(retry)
      const current = client
      client = null
      await current?.end().catch(() => undefined)
    },
  }
  void connect()
  return notifications
}

function quoteChannel(channel: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name ${channel}`)
  return channel
}
