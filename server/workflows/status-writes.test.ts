import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Every status change of a workflow document goes through the runner (ARCHITECTURE.md "Document
 * workflows"; server/workflows/move.ts): a read of the server's source that fails when a status
 * column of a document with a flow table is written any other way, or when a history line is
 * inserted beside events.ts. A store's `apply` and a `moveDocument` callback write the status the
 * runner hands them (`to`, `change.to`); any other value there is a move off the table.
 */

const SERVER = join(import.meta.dirname, '..')

/** The tables whose status a flow of src/domain owns (bills, batches, payments, contracts, visit logs, billing periods, plans, discussions). */
const FLOW_TABLES = new Set([
  'providerBills',
  'paymentBatches',
  'providerPayments',
  'providerContracts',
  'providerLocationVisitLogs',
  'visitPeriods',
  'interventionPlans',
  'planDiscussions',
])

/** Status writes outside the runner, each with its reason. Keep it short. */
const ALLOWED: Record<string, string> = {
  'server/billing/seed.ts': 'the demo seed starts last year’s periods already billed: the state of an install, not a move anyone made (no user to record)',
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : []
  })
}

/** The file's names for the schema's tables: `import { providerBills as bills } from '../db/schema'`, or `schema.providerBills`. */
function flowTableNames(source: string): Set<string> {
  const names = new Set<string>()
  for (const match of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'[./]*\/db\/schema'/g)) {
    for (const part of match[1]!.split(',')) {
      const [name, alias] = part.trim().split(/\s+as\s+/)
      if (name && FLOW_TABLES.has(name)) names.add(alias ?? name)
    }
  }
  for (const table of FLOW_TABLES) names.add(`schema.${table}`)
  return names
}

/** `.update(table)….set({ … status: value … })` on a flow table, with a status value not handed over by the runner. */
export function offTableStatusWrites(source: string): string[] {
  const tables = flowTableNames(source)
  const found: string[] = []
  for (const match of source.matchAll(/\.update\(([\w.]+)\)\s*\.set\(\{([^}]*)\}/g)) {
    if (!tables.has(match[1]!)) continue
    for (const field of match[2]!.matchAll(/(?:^|[,{\s])(status|status_id|state)\s*(?::\s*([^,]+))?(?=,|$)/g)) {
      const value = field[2]?.trim() ?? field[1]!
      if (!/(^|[^\w.])(change\.)?to\b/.test(value)) found.push(`${match[1]}: ${field[1]}: ${value}`)
    }
  }
  return found
}

/** A history line written beside server/workflows/events.ts. */
export const directEventInserts = (source: string): string[] => [...source.matchAll(/\.insert\((?:schema\.)?documentEvents\)/g)].map((match) => match[0])

describe('status changes go through the workflow runner', () => {
  const files = sourceFiles(SERVER).map((path) => ({ path: relative(join(SERVER, '..'), path).split('\\').join('/'), source: readFileSync(path, 'utf8') }))

  it('no status column of a flow’s table is written outside the runner', () => {
    const offenders = files
      .filter((file) => !Object.hasOwn(ALLOWED, file.path))
      .flatMap((file) => offTableStatusWrites(file.source).map((write) => `${file.path} → ${write}`))
    expect(offenders).toEqual([])
  })

  it('document_events is written only by server/workflows/events.ts', () => {
    const offenders = files.filter((file) => file.path !== 'server/workflows/events.ts' && directEventInserts(file.source).length > 0).map((file) => file.path)
    expect(offenders).toEqual([])
  })

  it('every allowed exception still exists and still writes a status (the list stays honest)', () => {
    for (const path of Object.keys(ALLOWED)) {
      const file = files.find((row) => row.path === path)
      expect(file, path).toBeDefined()
      expect(offTableStatusWrites(file!.source).length, path).toBeGreaterThan(0)
    }
  })

  it('the check sees a write off the table, and lets the runner’s own through', () => {
    const imports = "import { providerBills as bills, planDiscussions } from '../db/schema'\n"
    expect(offTableStatusWrites(`${imports}await tx.update(bills).set({ status: 'paid', updated_at: at })`)).toEqual(["bills: status: 'paid'"])
    expect(offTableStatusWrites(`${imports}await tx.update(planDiscussions).set({ state, hash })`)).toEqual(['planDiscussions: state: state'])
    expect(offTableStatusWrites(`${imports}await tx.update(schema.interventionPlans).set({ status_id: 1 })`)).toEqual(['schema.interventionPlans: status_id: 1'])
    expect(offTableStatusWrites(`${imports}await tx.update(bills).set({ status: change.to, hash: change.hash })`)).toEqual([])
    expect(offTableStatusWrites(`${imports}await tx.update(planDiscussions).set({ state: to, hash })`)).toEqual([])
    expect(offTableStatusWrites(`${imports}await tx.update(bills).set({ total_cents: 5 })`)).toEqual([])
    expect(directEventInserts('await tx.insert(schema.documentEvents).values(row)')).toHaveLength(1)
  })
})
