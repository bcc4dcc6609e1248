import { Agent, request } from 'node:http'

export interface LoadResult {
  requests: number
  errors: number
  reqPerSecond: number
  p50Ms: number
  p99Ms: number
  /** Average body size in bytes, as sent (compressed when the server compressed it). */
  bytes: number
}

function get(url: URL, headers: Record<string, string>, agent: Agent): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { headers, agent }, (response) => {
      let bytes = 0
      response.on('data', (chunk: Buffer) => (bytes += chunk.length))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes }))
      response.on('error', reject)
    })
    outgoing.on('error', reject)
    outgoing.end()
  })
}

/**
 * A bounded closed loop, like autocannon: `connections` keep-alive connections over loopback,
 * each sending its next request as soon as the last one answered, for `durationMs`.
 */
export async function runLoad(url: string, headers: Record<string, string>, connections: number, durationMs: number): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections })
  const target = new URL(url)
  const latencies: number[] = []
  let errors = 0
  let bytes = 0
  const startedAt = performance.now()
  const endsAt = startedAt + durationMs
  async function worker() {
    while (performance.now() < endsAt) {
      const sentAt = performance.now()
      try {
        const answer = await get(target, headers, agent)
        if (answer.status !== 200) errors++
        bytes += answer.bytes
        latencies.push(performance.now() - sentAt)
      } catch {
        errors++
      }
    }
  }
  await Promise.all(Array.from({ length: connections }, worker))
  const elapsedMs = performance.now() - startedAt
  agent.destroy()
  latencies.sort((a, b) => a - b)
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN
  return {
    requests: latencies.length,
    errors,
    reqPerSecond: (latencies.length / elapsedMs) * 1000,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    bytes: latencies.length ? bytes / latencies.length : 0,
  }
}
