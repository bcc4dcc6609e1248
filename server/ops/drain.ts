import type { Server } from 'node:http'
import { Server as NetServer, type Socket } from 'node:net'

/**
 * The HTTP half of a graceful stop. `http.Server.close()` would do it wrong twice over: it
 * closes every connection that has no request *parsed* yet — including one whose request is
 * already in its buffer, unread because the process was busy (a client sees ECONNRESET) — and
 * it leaves nothing in between "wait for ever" and "cut everything". Here:
 * - the listener closes (new connections are refused) after the connections the kernel
 *   already accepted are taken in;
 * - a connection working on a request keeps it until the answer is sent (the answer says
 *   `Connection: close`, request-log.ts), then closes;
 * - an idle connection is closed only after it stayed idle through IDLE_ROUNDS rounds of the
 *   event loop, so bytes already received are parsed first and become a request that is served;
 * - whatever is still open at the drain limit is cut.
 */
const IDLE_ROUNDS = 3
const ROUND_MS = 100

interface Tracked {
  busy: number
  idleRounds: number
}

export interface Drain {
  /** Stops listening and waits until every connection is done or `limitMs` passed; answers how many were cut. */
  drain: (limitMs: number) => Promise<{ cut: number }>
}

export function trackConnections(server: Server): Drain {
  const sockets = new Map<Socket, Tracked>()
  server.on('connection', (socket: Socket) => {
    sockets.set(socket, { busy: 0, idleRounds: 0 })
    socket.once('close', () => sockets.delete(socket))
  })
  server.on('request', (request, response) => {
    const tracked = sockets.get(request.socket)
    if (!tracked) return
    tracked.busy++
    tracked.idleRounds = 0
    response.once('close', () => {
      tracked.busy--
    })
  })

  return {
    async drain(limitMs) {
      // Connections the kernel has accepted but this process has not taken yet are taken in
      // the event loop's next poll: closing the listener before it would reset them.
      await new Promise((resolve) => setImmediate(resolve))
      await new Promise((resolve) => setImmediate(resolve))
      const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()))
      const deadline = performance.now() + limitMs
      while (sockets.size > 0 && performance.now() < deadline) {
        for (const [socket, tracked] of sockets) {
          if (tracked.busy > 0) continue
          tracked.idleRounds++
          if (tracked.idleRounds >= IDLE_ROUNDS) socket.destroy()
        }
        await new Promise((resolve) => setTimeout(resolve, ROUND_MS))
      }
      const cut = sockets.size
      for (const socket of sockets.keys()) socket.destroy()
      await closed
      return { cut }
    },
  }
}
