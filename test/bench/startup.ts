import { spawn } from 'node:child_process'
import { freePort, startApp, waitForAnswer } from './server-process'

/**
 * `npm start` to first answer on an existing data dir (budget ≤ 3 s), against a baseline
 * measured in the same run: a bare Node HTTP server started the same way (the floor this
 * machine sets for any Node program).
 */
export async function measureStartup(dataDir: string, runs = 3) {
  // The first start seeds the empty data dir; it is not what the budget is about.
  await (await startApp({ DATA_DIR: dataDir })).stop()
  const app: number[] = []
  const baseline: number[] = []
  for (let run = 0; run < runs; run++) {
    const started = await startApp({ DATA_DIR: dataDir })
    app.push(started.startupMs)
    await started.stop()
    baseline.push(await bareNodeStartup())
  }
  return { appMs: median(app), baselineMs: median(baseline) }
}

async function bareNodeStartup(): Promise<number> {
  const port = await freePort()
  const startedAt = performance.now()
  const child = spawn(process.execPath, ['-e', `require('http').createServer((q, s) => s.end('ok')).listen(${port})`])
  const ms = await waitForAnswer(`http://localhost:${port}/`, startedAt)
  child.kill()
  return ms
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}
