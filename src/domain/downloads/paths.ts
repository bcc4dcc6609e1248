import * as v from 'valibot'
import { hasForbiddenCharacters } from '../schemas/text'

/**
 * Paths of the downloads file manager (spec §2 downloads browser, §3 File-browser item). A path
 * names an item below the root "Recursos" by its folder names joined with "/": "" is the root,
 * "Formularios/2025/guia.pdf" a file. Paths come from people and from links, so the server reads
 * them strictly, and the same rules let the screen refuse a bad name before sending it:
 * no "." or "..", no absolute paths, no backslashes, no control or bidirectional characters,
 * no percent-escapes (a name that still decodes is an encoded traversal attempt), and nothing that
 * Unicode compatibility folding turns into a dot-dot or a slash (e.g. full-width "．．／").
 */

export const ROOT_LABEL = 'Recursos'
export const MAX_NAME_LENGTH = 180
export const MAX_PATH_LENGTH = 1024
export const MAX_DEPTH = 20

export const ITEM_TYPES = ['folder', 'file'] as const
export type ItemType = (typeof ITEM_TYPES)[number]

export type NameProblem = 'required' | 'too_long' | 'invalid_name'
export type PathProblem = NameProblem | 'absolute_path' | 'path_traversal' | 'invalid_path' | 'too_deep'

const SLASHES = /[/\\]/
const PERCENT_ESCAPE = /%[0-9a-f]{2}/i

/** Why `name` cannot name an item, or null when it can. Dots and slashes are judged by the caller's context. */
export function nameProblem(name: string): NameProblem | null {
  if (name === '') return 'required'
  if (name.length > MAX_NAME_LENGTH) return 'too_long'
  if (name !== name.trim() || hasForbiddenCharacters(name)) return 'invalid_name'
  if (PERCENT_ESCAPE.test(name)) return 'invalid_name'
  const folded = name.normalize('NFKC')
  if (SLASHES.test(name) || SLASHES.test(folded)) return 'invalid_name'
  if (isDots(name) || isDots(folded)) return 'invalid_name'
  return null
}

const isDots = (name: string) => name === '.' || name === '..'

export type ParsedPath = { ok: true; segments: string[] } | { ok: false; problem: PathProblem }

/** A path as the server takes it: its segments (none for the root), or why it is refused. */
export function parsePath(raw: string): ParsedPath {
  if (raw.length > MAX_PATH_LENGTH) return { ok: false, problem: 'too_long' }
  if (raw === '') return { ok: true, segments: [] }
  if (hasForbiddenCharacters(raw)) return { ok: false, problem: 'invalid_name' }
  if (raw.includes('\\')) return { ok: false, problem: 'invalid_path' }
  if (raw.startsWith('/') || /^[a-z]:/i.test(raw) || raw.normalize('NFKC').startsWith('/')) return { ok: false, problem: 'absolute_path' }
  // A folder may be written with its trailing slash ("Formularios/"); nothing else may be empty.
  const segments = (raw.endsWith('/') ? raw.slice(0, -1) : raw).split('/')
  if (segments.length > MAX_DEPTH) return { ok: false, problem: 'too_deep' }
  for (const segment of segments) {
    const folded = segment.normalize('NFKC')
    if (isDots(segment) || isDots(folded) || isDots(safeDecode(segment))) return { ok: false, problem: 'path_traversal' }
    if (PERCENT_ESCAPE.test(segment)) return { ok: false, problem: 'path_traversal' }
    const problem = nameProblem(segment)
    if (problem === 'required') return { ok: false, problem: 'invalid_path' }
    if (problem) return { ok: false, problem }
  }
  return { ok: true, segments }
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

export const joinPath = (segments: readonly string[]) => segments.join('/')

/** The parent folder's path of an item's path ("" for an item in the root). */
export const parentPathOf = (path: string) => (path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '')

/** The folders from the root to `path`, for breadcrumbs: [{name: 'Recursos', path: ''}, …]. */
export function breadcrumbsOf(path: string): { name: string; path: string }[] {
  const segments = path === '' ? [] : path.split('/')
  return [{ name: ROOT_LABEL, path: '' }, ...segments.map((name, index) => ({ name, path: joinPath(segments.slice(0, index + 1)) }))]
}

/** A new folder's or a renamed item's name, for the form and the server alike. */
export const ItemName = v.pipe(
  v.string('required'),
  v.check((name: string) => nameProblem(name) !== 'required', 'required'),
  v.check((name: string) => nameProblem(name) !== 'too_long', 'too_long'),
  v.check((name: string) => nameProblem(name) === null, 'invalid_name'),
)
