import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Route files load with the app's start; only their `component` is split into a lazy chunk (the
 * router plugin's autoCodeSplitting). A route that takes anything else — a search validator, a
 * loader — from a screen's .tsx module pulls the whole screen into the start chunk: /downloads
 * once carried the file manager, about 48 KB gzip, onto every tablet's first screen. So route
 * files take only components and hooks from .tsx modules, and everything else from .ts modules.
 * (__root.tsx is the start itself and is not split.)
 */
const ROUTES = path.resolve(import.meta.dirname, '../routes')
const IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'(\.[^']+)'/g

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return routeFiles(full)
    return /\.tsx?$/.test(entry.name) && entry.name !== '__root.tsx' ? [full] : []
  })
}

function screenValuesImported(file: string): string[] {
  const source = readFileSync(file, 'utf8')
  return [...source.matchAll(IMPORT)].flatMap(([, typeOnly, names = '', specifier = '']) => {
    if (typeOnly || !existsSync(`${path.resolve(path.dirname(file), specifier)}.tsx`)) return []
    return names
      .split(',')
      .map((name) => name.trim().split(/\s+as\s+/)[0]!.trim())
      .filter((name) => name && !name.startsWith('type ') && /^[a-z]/.test(name) && !/^use[A-Z]/.test(name))
      .map((name) => `${path.relative(ROUTES, file)}: ${name} from ${specifier}`)
  })
}

describe('route files', () => {
  it('take only components and hooks from screen (.tsx) modules, so screens stay out of the start chunk', () => {
    expect(routeFiles(ROUTES).flatMap(screenValuesImported)).toEqual([])
  })
})
