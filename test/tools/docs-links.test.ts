/**
 * The README is the short guide and docs/*.md hold the rest by topic. Code moves often, and a
 * guide that points at a moved file or a renamed section misleads more than no guide: this test
 * fails when a relative link, its #anchor or a repository path written in backticks no longer
 * resolves, and when the README grows past the length that keeps it a guide.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = path.join(import.meta.dirname, '../..')
const README_MAX_LINES = 400
const DOCUMENTS = ['README.md', ...readdirSync(path.join(ROOT, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)]
/** Backticked text that names a file of the repository (what a reader would open). */
const REPOSITORY_PATH = /^(src|server|sw|test|locales|docs|\.ci)\/[\w./@-]*$/

/** The lines outside fenced code blocks: a link or heading inside ``` is an example, not a link. */
function proseLines(text: string): string[] {
  let fenced = false
  return text.split('\n').filter((line) => {
    if (line.trimStart().startsWith('```')) {
      fenced = !fenced
      return false
    }
    return !fenced
  })
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, each space a hyphen, repeats numbered. */
function anchorsOf(text: string): Set<string> {
  const anchors = new Set<string>()
  const seen = new Map<string, number>()
  for (const line of proseLines(text)) {
    const heading = /^#{1,6}\s+(.*)$/.exec(line)?.[1]
    if (heading === undefined) continue
    const base = heading
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '')
      .replace(/ /g, '-')
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    anchors.add(count === 0 ? base : `${base}-${count}`)
  }
  return anchors
}

/** Markdown link targets in prose (inline code spans left out, since they only quote syntax). */
function linkTargets(text: string): string[] {
  return proseLines(text).flatMap((line) => [...line.replace(/`[^`]*`/g, '').matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? ''))
}

function read(file: string): string {
  return readFileSync(path.join(ROOT, file), 'utf8')
}

describe('README and docs/', () => {
  it(`keep the README a guide: at most ${README_MAX_LINES} lines`, () => {
    expect(read('README.md').trimEnd().split('\n').length).toBeLessThanOrEqual(README_MAX_LINES)
  })

  it.each(DOCUMENTS)('%s: every relative link and anchor resolves', (file) => {
    const broken: string[] = []
    for (const target of linkTargets(read(file))) {
      if (/^[a-z]+:/i.test(target)) continue
      const [linked = '', anchor] = target.split('#')
      const resolved = linked === '' ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), decodeURIComponent(linked)))
      if (!existsSync(path.join(ROOT, resolved))) {
        broken.push(`${target} (no ${resolved})`)
      } else if (anchor !== undefined && resolved.endsWith('.md') && !anchorsOf(read(resolved)).has(decodeURIComponent(anchor))) {
        broken.push(`${target} (no heading #${anchor} in ${resolved})`)
      }
    }
    expect(broken).toEqual([])
  })

  it.each(DOCUMENTS)('%s: every repository path in backticks exists', (file) => {
    const quoted = [...read(file).matchAll(/`([^`\n]+)`/g)].map((match) => match[1] ?? '')
    const missing = quoted.filter((quote) => REPOSITORY_PATH.test(quote) && !existsSync(path.join(ROOT, quote)))
    expect([...new Set(missing)]).toEqual([])
  })
})
