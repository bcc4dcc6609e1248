import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The repository's root, found from wherever this code runs: server/… when run from source,
 * dist-server/ when run from the build (server/build-server.ts). Files the server reads beside
 * its code (migrations, the password list) are named from here, not from `import.meta.url`,
 * whose folder differs between the two.
 */
function findRoot(from: string): string {
  let folder = path.dirname(from)
  while (!existsSync(path.join(folder, 'package.json'))) {
    const parent = path.dirname(folder)
    if (parent === folder) throw new Error(`No package.json above ${from}`)
    folder = parent
  }
  return folder
}

export const ROOT = findRoot(fileURLToPath(import.meta.url))

/** A file or folder of the server's source tree (server/…). */
export const serverPath = (...parts: string[]) => path.join(ROOT, 'server', ...parts)
