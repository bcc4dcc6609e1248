/**
 * `npm run bench:start` (issue 24): `npm start` to its first answer on existing data — the
 * built server (server/start.mjs) against the same start through tsx (how `npm start` ran
 * before) and a bare Node HTTP server, all in the same run, on the same data folder. Target:
 * 2.5 s. Prints medians of BENCH_RUNS (3) starts; never fails on a figure.
 */
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { freePort, repoRoot, tempDataDir, waitForAnswer } from './server-process'
import { median } from './startup'

const RUNS = Number(process.env.BENCH_RUNS ?? 3)

async function firstAnswer(args: string[], dataDir: string, path = '/api/public/company'): Promise<number> {
  const port = await freePort()
  const started = performance.now()
  const child = spawn(process.execPath, args, { cwd: repoRoot, env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' }, stdio: 'ignore' })
  try {
    return await waitForAnswer(`http://localhost:${port}${path}`, started, 600_000)
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
  }
}

const dataDir = tempDataDir()
try {
  // The first start seeds the data folder (and builds what is missing): not what is measured.
  await firstAnswer(['server/start.mjs'], dataDir)
  const built: number[] = []
  const tsx: number[] = []
  const bare: number[] = []
  for (let run = 0; run < RUNS; run++) {
    built.push(await firstAnswer(['server/start.mjs'], dataDir))
    tsx.push(await firstAnswer(['--import', 'tsx', 'server/start.ts'], dataDir))
    bare.push(await firstAnswer(['-e', `require('http').createServer((q, s) => s.end('ok')).listen(process.env.PORT)`], dataDir, '/'))
  }
  console.table([
    { start: 'npm start (built server, node server/start.mjs)', 'first answer (median)': `${Math.round(median(built))} ms`, runs: built.map(Math.round).join(', ') },
    { start: 'the same through tsx (before)', 'first answer (median)': `${Math.round(median(tsx))} ms`, runs: tsx.map(Math.round).join(', ') },
    { start: 'bare Node HTTP server (floor)', 'first answer (median)': `${Math.round(median(bare))} ms`, runs: bare.map(Math.round).join(', ') },
  ])
  console.log('Target: first answer within 2500 ms on existing data.')
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}
