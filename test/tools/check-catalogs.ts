/**
 * Checks the Lingui catalogs (locales/{locale}/messages.po) against src/:
 *   npm run i18n:check
 * It fails when a catalog is out of date with the source (fix: `npm run i18n:extract`), when an
 * en-US message has no translation, or when a translation's placeholders differ from the
 * Spanish message's: a dropped {name} shows nothing, an invented one shows the raw braces.
 * It extracts in memory with Lingui's own API, so it never rewrites the committed catalogs.
 */
import path from 'node:path'
import { getCatalogs } from '@lingui/cli/api'
import { getConfig } from '@lingui/conf'
import { parse, type Token } from '@messageformat/parser'

const TRANSLATED_LOCALE = 'en-US'

/** The ICU arguments of a message ({name}, {count, plural, …}) and the <0>…</0> tags of <Trans>. */
function placeholders(message: string): string[] {
  const found = new Set<string>(message.match(/<\/?\d+\/?>/g))
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'content' || token.type === 'octothorpe') continue
      found.add(`{${token.arg}}`)
      if (token.type === 'function') walk(token.param ?? [])
      else if (token.type !== 'argument') for (const variant of token.cases) walk(variant.tokens)
    }
  }
  walk(parse(message))
  return [...found].sort()
}

const root = path.resolve(import.meta.dirname, '../..')
const config = getConfig({ cwd: root })
const problems: string[] = []
let messageCount = 0

for (const catalog of await getCatalogs(config)) {
  const source = (await catalog.collect()) ?? {}
  messageCount += Object.keys(source).length
  for (const locale of config.locales) {
    const file = path.relative(root, catalog.getFilename(locale))
    const committed = await catalog.read(locale)
    for (const [id, { message }] of Object.entries(source)) {
      if (!committed[id] || committed[id].obsolete) problems.push(`${file}: missing "${message}" (in src, not in the catalog)`)
    }
    for (const [id, entry] of Object.entries(committed)) {
      if (!source[id]) problems.push(`${file}: obsolete "${entry.message ?? id}" (in the catalog, not in src)`)
    }
    if (locale !== TRANSLATED_LOCALE) continue
    for (const entry of Object.values(committed)) {
      if (entry.obsolete) continue
      const message = entry.message ?? ''
      if (!entry.translation) {
        problems.push(`${file}: untranslated "${message}"`)
        continue
      }
      try {
        const expected = placeholders(message).join(' ')
        const actual = placeholders(entry.translation).join(' ')
        if (expected !== actual) problems.push(`${file}: placeholders differ in "${message}": [${expected}] vs [${actual}] in "${entry.translation}"`)
      } catch (error) {
        problems.push(`${file}: not valid ICU in "${message}" / "${entry.translation}": ${(error as Error).message}`)
      }
    }
  }
}

if (problems.length > 0) {
  console.error(`i18n check failed (${problems.length} problems; after changing src/, run npm run i18n:extract):`)
  for (const problem of problems) console.error(`  - ${problem}`)
  process.exitCode = 1
} else {
  console.log(`i18n check passed: ${messageCount} messages, catalogs ${config.locales.join(' and ')} match src/, ${TRANSLATED_LOCALE} fully translated with matching placeholders.`)
}
