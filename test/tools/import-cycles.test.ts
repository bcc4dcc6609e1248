import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { CHECKED_ROOTS, describeCycles } from './import-cycles'

const repository = resolve(import.meta.dirname, '../..')

describe('import cycles', () => {
  it('none among the app, the server and the service worker, type-only imports included', () => {
    expect(describeCycles(CHECKED_ROOTS, repository)).toEqual([])
  }, 120_000)

  // A throwaway project proves the check fails on each kind of cycle it exists to catch.
  const fixture = mkdtempSync(join(tmpdir(), 'import-cycles-'))
  afterAll(() => rmSync(fixture, { recursive: true, force: true }))
  const write = (files: Record<string, string>) => {
    writeFileSync(join(fixture, 'tsconfig.json'), JSON.stringify({ compilerOptions: { module: 'ESNext', moduleResolution: 'bundler' } }))
    for (const [name, text] of Object.entries(files)) writeFileSync(join(fixture, name), text)
  }

  it('finds a cycle of values, of types only, and through export … from; not through a dynamic import()', () => {
    write({
      'storage.ts': "import { s3 } from './s3'\nexport const check = () => s3\n",
      's3.ts': "import { check } from './storage'\nexport const s3 = () => check\n",
      'client.ts': "import { listen } from './notify'\nexport type Database = { listen: typeof listen }\n",
      'notify.ts': "import type { Database } from './client'\nexport const listen = (db: Database) => db\n",
      'index.ts': "export * from './barrel'\n",
      'barrel.ts': "export { index } from './leaf'\n",
      'leaf.ts': "import type {} from './index'\nexport const index = 1\n",
      'lazy.ts': "export const load = () => import('./loaded')\n",
      'loaded.ts': "import { load } from './lazy'\nexport const again = load\n",
    })
    expect(describeCycles(['.'], fixture).sort()).toEqual([
      'barrel.ts → leaf.ts → index.ts → barrel.ts',
      'client.ts → notify.ts → client.ts',
      's3.ts → storage.ts → s3.ts',
    ])
  })
})
