/**
 * `npm run bench:api`: the API under load against a bare handler of the same SQL, same run.
 * PGlite in a fresh temporary DATA_DIR by default; DATABASE_URL=postgres://… measures PostgreSQL
 * (on a database the seed may fill). Prints a table; never fails on a figure.
 */
import { rmSync } from 'node:fs'
import { apiRows, measureActiveStudents } from './api/index'
import { tempDataDir } from './server-process'

const dataDir = tempDataDir()
try {
  // Alternating rounds of BENCH_SECONDS each; more rounds average out a busy machine.
  const seconds = Number(process.env.BENCH_SECONDS ?? 5)
  const rounds = Number(process.env.BENCH_ROUNDS ?? 2)
  const result = await measureActiveStudents({ DATA_DIR: dataDir }, { roundMs: seconds * 1000, rounds })
  console.table(apiRows(result).map(([measure, value, baseline, ratio]) => ({ measure, value, baseline, ratio })))
  const { endpoint, bare } = result
  console.log(
    `endpoint ${endpoint.requests} requests (${endpoint.errors} errors, ${endpoint.bytes.toFixed(0)} B each), ` +
      `bare ${bare.requests} requests (${bare.errors} errors, ${bare.bytes.toFixed(0)} B each)`,
  )
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}
