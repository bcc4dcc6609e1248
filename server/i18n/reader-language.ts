import { AsyncLocalStorage } from 'node:async_hooks'
import { sql, type Column, type SQL, type SQLWrapper } from 'drizzle-orm'
import type { MiddlewareHandler } from 'hono'
import { formatMonthYear } from '../../src/domain/formats/dates'
import { flowStatusName, type Flow } from '../../src/domain/workflows/flow'
import { localName, requestLanguage, type ReferenceLanguage } from '../reference/language'

/**
 * The reader's language (issue 23 item 4): whoever reads an answer, a PDF or a workbook reads its
 * statuses, months, days, reference names and headers in her language — the request's
 * Accept-Language (the app sends the language on screen), or, for a document made in the
 * background, the language of the person who asked for it (the job carries it).
 *
 * The language is held for the request (or the job) in an AsyncLocalStorage, so the many reads
 * that name a status, a period or a service need no extra parameter: `readerName(table)` and
 * `readerPeriodName()` are SQL decided when the query is built, `statusNameOf(flow, code)` and
 * `words(es, en)` pick at the moment they are called. Outside a request or job it is Spanish
 * (the spec's default language), so seeds, tests and tools read as before.
 */

const store = new AsyncLocalStorage<ReferenceLanguage>()

export const readerLanguage = (): ReferenceLanguage => store.getStore() ?? 'es'

/** The reader's language as a date locale (src/domain/formats/dates.ts). */
export const readerDateLanguage = () => (readerLanguage() === 'en' ? 'en-US' : 'es')

/** Runs `work` (a background document) in the language of the person who asked for it. */
export const withReaderLanguage = <T>(language: ReferenceLanguage | undefined, work: () => T): T => store.run(language ?? 'es', work)

/** Every API request reads in the language its Accept-Language asks for; its answer says it varies by it. */
export const readerLanguageFromRequest: MiddlewareHandler = async (c, next) => {
  await store.run(requestLanguage(c), next)
  c.header('Vary', 'Accept-Language', { append: true })
}

/** Spanish or English text, in the reader's language: the words of PDFs and workbooks. */
export const words = (es: string, en: string): string => (readerLanguage() === 'en' ? en : es)

/** A status's name (a workflow's table) in the reader's language. */
export const statusNameOf = (flow: Flow, code: string): string => flowStatusName(flow, code, readerLanguage())

/** SQL decided when the query is built, so one module-level column list serves every language. */
const lazy = (build: () => SQL): SQL => sql`${{ getSQL: build } satisfies SQLWrapper}`

/** A reference table's name (name / name_en) in the reader's language. */
export const readerName = (table: { name: Column; name_en: Column }): SQL<string> => lazy(() => localName(table, readerLanguage())) as SQL<string>

/**
 * A billing period's name in the reader's language: stored in Spanish ("octubre 2026",
 * src/domain/billing/periods.ts names each after the month it starts in); in English the month of
 * its first day ("October 2026", as Postgres spells months).
 */
export const readerPeriodName = (period: { name: Column; start_date: Column }): SQL<string> =>
  lazy(() => (readerLanguage() === 'en' ? sql`to_char(${period.start_date}, 'FMMonth YYYY')` : sql`${period.name}`)) as SQL<string>

/** A period's name from its row, in the reader's language (for rows already read). */
export const periodNameOf = (period: { name: string; start_date: string }): string =>
  readerLanguage() === 'en' ? formatMonthYear(period.start_date, 'en-US') : period.name
