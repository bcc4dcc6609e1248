/**
 * The API under load: GET /api/referrals/active-students for a provider (auth, viewer, query,
 * JSON, compression: everything a device's request goes through) against a bare node:http
 * handler running the same query and mapping in the same process, on the same database, in the
 * same run. Rounds alternate between the two so drifting load on the machine hits both alike.
 */
import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { repoRoot } from '../server-process'
import { runLoad, type LoadResult } from './load'

export interface ApiBenchResult {
  engine: string
  endpoint: LoadResult
  bare: LoadResult
  ratio: number
  /**
   * Server-process CPU milliseconds per request (user + system). Steadier than req/s on a busy
   * machine; with PostgreSQL it leaves out the database's own processes.
   */
  cpuPerRequest: { endpoint: number; bare: number }
}

interface Ready {
  appPort: number
  barePort: number
  accessToken: string
  engine: string
}

export async function measureActiveStudents(
  env: Record<string, string>,
  { connections = 10, roundMs = 5_000, rounds = 2 } = {},
): Promise<ApiBenchResult> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/bench/api/servers.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  try {
    const ready = await new Promise<Ready>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`bench servers exited with ${code}`)))
      createInterface({ input: child.stdout! }).on('line', (line) => {
        // The server's own log lines are JSON too (pino): the ready line is the one with ports.
        if (!line.startsWith('{')) return
        const message = JSON.parse(line) as Partial<Ready>
        if (message.appPort !== undefined) resolve(message as Ready)
      })
    })
    // What the installed app sends.
    const headers = { Authorization: `Bearer ${ready.accessToken}`, 'Accept-Encoding': 'gzip, deflate, br' }
    const endpointUrl = `http://127.0.0.1:${ready.appPort}/api/referrals/active-students`
    const bareUrl = `http://127.0.0.1:${ready.barePort}/`
    // Warm-up (JIT, query plans, connections), not counted.
    await runLoad(endpointUrl, headers, connections, 1_000)
    await runLoad(bareUrl, headers, connections, 1_000)
    const endpoint: LoadResult[] = []
    const bare: LoadResult[] = []
    const cpuMs = { endpoint: 0, bare: 0 }
    const cpuUsed = async (run: () => Promise<LoadResult>) => {
      const before = await serverCpu(ready.barePort)
      const result = await run()
      return { result, ms: (await serverCpu(ready.barePort)) - before }
    }
    for (let round = 0; round < rounds; round++) {
      const a = await cpuUsed(() => runLoad(endpointUrl, headers, connections, roundMs))
      endpoint.push(a.result)
      cpuMs.endpoint += a.ms
      const b = await cpuUsed(() => runLoad(bareUrl, headers, connections, roundMs))
      bare.push(b.result)
      cpuMs.bare += b.ms
    }
    const merged = (results: LoadResult[]): LoadResult => ({
      requests: sum(results.map((r) => r.requests)),
      errors: sum(results.map((r) => r.errors)),
      reqPerSecond: sum(results.map((r) => r.reqPerSecond)) / results.length,
      p50Ms: Math.max(...results.map((r) => r.p50Ms)),
      p99Ms: Math.max(...results.map((r) => r.p99Ms)),
      bytes: sum(results.map((r) => r.bytes)) / results.length,
    })
    const endpointTotal = merged(endpoint)
    const bareTotal = merged(bare)
    const cpuPerRequest = { endpoint: cpuMs.endpoint / endpointTotal.requests, bare: cpuMs.bare / bareTotal.requests }
    return {
      engine: ready.engine,
      endpoint: endpointTotal,
      bare: bareTotal,
      ratio: endpointTotal.reqPerSecond / bareTotal.reqPerSecond,
      cpuPerRequest,
    }
  } finally {
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  }
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)

async function serverCpu(port: number): Promise<number> {
  const usage = (await (await fetch(`http://127.0.0.1:${port}/__cpu`)).json()) as NodeJS.CpuUsage
  return (usage.user + usage.system) / 1000
}

export function apiRows(result: ApiBenchResult) {
  const { endpoint, bare } = result
  const figures = (r: LoadResult) => `${r.reqPerSecond.toFixed(0)} req/s, p99 ${r.p99Ms.toFixed(1)} ms`
  return [
    [
      `GET /api/referrals/active-students, provider (${result.engine}, 10 connections)`,
      figures(endpoint),
      `bare handler, same SQL: ${figures(bare)}`,
      result.ratio.toFixed(2),
    ],
    [
      `  same, server CPU per request (${result.engine})`,
      `${result.cpuPerRequest.endpoint.toFixed(2)} ms`,
      `bare handler: ${result.cpuPerRequest.bare.toFixed(2)} ms`,
      (result.cpuPerRequest.bare / result.cpuPerRequest.endpoint).toFixed(2),
    ],
  ]
}
