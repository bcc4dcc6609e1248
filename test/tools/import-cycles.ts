import { readdirSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

/**
 * Import cycles among the project's own modules, type-only imports included. `import-x/no-cycle`
 * missed value cycles (server/files/storage.ts ↔ s3-storage.ts) and never looks at `import type`,
 * yet a type cycle ties two files together as much as a value one. Every static edge counts:
 * `import`, `import type`, `export … from` and `import('…')` in a type position. Dynamic `import()`
 * calls do not: they load later, on demand, which is how a lazy screen or driver is meant to be
 * reached. Run it alone with `npx tsx test/tools/import-cycles.ts`; its test keeps `npm test` honest.
 */

const SOURCE = /\.(ts|tsx|mts)$/
const SKIP_DIRS = new Set(['node_modules', 'dist', 'coverage', '.git'])

/** Every .ts/.tsx file under the given folders (declaration files aside). */
export function sourceFiles(roots: readonly string[]): string[] {
  const files: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!SKIP_DIRS.has(entry.name)) walk(join(dir, entry.name))
      } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        files.push(join(dir, entry.name))
      }
    }
  }
  for (const root of roots) walk(resolve(root))
  return files.sort()
}

/** The module specifiers a file depends on statically, type-only ones included. */
export function staticSpecifiers(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const specifiers: string[] = []
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      specifiers.push(node.moduleSpecifier.text)
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference) && ts.isStringLiteral(node.moduleReference.expression)) {
      specifiers.push(node.moduleReference.expression.text)
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      specifiers.push(node.argument.literal.text)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return specifiers
}

export interface ImportGraph {
  /** file → the project files it imports (absolute paths). */
  edges: Map<string, string[]>
}

/** The import graph among `files`, resolved as the compiler resolves them (tsconfig paths and all). */
export function importGraph(files: readonly string[], options: ts.CompilerOptions): ImportGraph {
  const inside = new Set(files)
  const host = ts.createCompilerHost(options)
  const cache = ts.createModuleResolutionCache(host.getCurrentDirectory(), host.getCanonicalFileName, options)
  const edges = new Map<string, string[]>()
  for (const file of files) {
    const targets = new Set<string>()
    for (const specifier of staticSpecifiers(file, ts.sys.readFile(file) ?? '')) {
      const resolved = ts.resolveModuleName(specifier, file, options, host, cache).resolvedModule?.resolvedFileName
      if (resolved && inside.has(resolve(resolved))) targets.add(resolve(resolved))
    }
    edges.set(file, [...targets].sort())
  }
  return { edges }
}

/**
 * The strongly connected groups of more than one file, or of one file importing itself (Tarjan),
 * each given as one concrete cycle through its files so the message names the imports to undo.
 */
export function importCycles({ edges }: ImportGraph): string[][] {
  let counter = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const groups: string[][] = []

  // Iterative, so a deep chain of imports cannot overflow the call stack.
  for (const start of edges.keys()) {
    if (index.has(start)) continue
    const work: Array<{ node: string; next: number }> = [{ node: start, next: 0 }]
    index.set(start, counter)
    low.set(start, counter++)
    stack.push(start)
    onStack.add(start)
    while (work.length > 0) {
      const frame = work[work.length - 1]!
      const targets = edges.get(frame.node) ?? []
      if (frame.next < targets.length) {
        const target = targets[frame.next++]!
        if (!index.has(target)) {
          index.set(target, counter)
          low.set(target, counter++)
          stack.push(target)
          onStack.add(target)
          work.push({ node: target, next: 0 })
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!))
        }
        continue
      }
      work.pop()
      const parent = work[work.length - 1]
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!))
      if (low.get(frame.node) === index.get(frame.node)) {
        const group: string[] = []
        let member: string
        do {
          member = stack.pop()!
          onStack.delete(member)
          group.push(member)
        } while (member !== frame.node)
        const selfImport = group.length === 1 && (edges.get(group[0]!) ?? []).includes(group[0]!)
        if (group.length > 1 || selfImport) groups.push(cycleThrough(group, edges))
      }
    }
  }
  return groups
}

/** One shortest way round a strongly connected group, starting from its first file by name. */
function cycleThrough(group: string[], edges: Map<string, string[]>): string[] {
  const members = new Set(group)
  const start = [...group].sort()[0]!
  const cameFrom = new Map<string, string>()
  const queue = [start]
  while (queue.length > 0) {
    const node = queue.shift()!
    for (const target of edges.get(node) ?? []) {
      if (!members.has(target)) continue
      if (target === start) {
        const path = [node]
        while (path[0] !== start) path.unshift(cameFrom.get(path[0]!)!)
        return path
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, node)
        queue.push(target)
      }
    }
  }
  return [start]
}

/** The compiler options of the project's tsconfig.json. */
export function projectOptions(root: string): ts.CompilerOptions {
  const configFile = ts.findConfigFile(root, ts.sys.fileExists, 'tsconfig.json')
  if (!configFile) throw new Error(`No tsconfig.json above ${root}`)
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile)
  return ts.parseJsonConfigFileContent(config, ts.sys, dirname(configFile)).options
}

/** The cycles among the files under `roots`, each as paths relative to `base` (`a → b → a`). */
export function describeCycles(roots: readonly string[], base: string): string[] {
  const graph = importGraph(sourceFiles(roots.map((root) => resolve(base, root))), projectOptions(base))
  return importCycles(graph).map((cycle) => [...cycle, cycle[0]!].map((file) => relative(base, file)).join(' → '))
}

/** The folders whose modules must not import each other round in a circle. */
export const CHECKED_ROOTS = ['src', 'server', 'sw']

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const base = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
  const cycles = describeCycles(CHECKED_ROOTS, base)
  for (const cycle of cycles) console.log(cycle)
  console.log(`${cycles.length} import cycle(s) in ${CHECKED_ROOTS.join(', ')}`)
  process.exitCode = cycles.length > 0 ? 1 : 0
}
