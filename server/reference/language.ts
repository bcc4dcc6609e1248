import { sql, type Column, type SQL } from 'drizzle-orm'
import type { Context, MiddlewareHandler } from 'hono'

/** The languages reference names are kept in: Spanish (`name`, the default) and English (`name_en`). */
export type ReferenceLanguage = 'es' | 'en'

/**
 * The language a caller reads reference names in, from `Accept-Language` (the app sends the
 * language chosen on screen). The highest-weighted tag that is Spanish or English wins; anything
 * else, or no header, is Spanish (spec: Spanish is the default language).
 */
export function languageOf(acceptLanguage: string | undefined): ReferenceLanguage {
  if (!acceptLanguage) return 'es'
  const ranked = acceptLanguage
    .split(',')
    .map((part, position) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined)
      return { primary: tag.trim().toLowerCase().split('-')[0], weight: q === undefined ? 1 : Number(q), position }
    })
    .filter((entry) => entry.weight > 0 && (entry.primary === 'es' || entry.primary === 'en'))
    .sort((a, b) => b.weight - a.weight || a.position - b.position)
  return ranked[0]?.primary === 'en' ? 'en' : 'es'
}

export const requestLanguage = (c: Context): ReferenceLanguage => languageOf(c.req.header('Accept-Language'))

/**
 * A reference table's name in the caller's language, for a select: the English name where the
 * row has one, else the Spanish one (a row added at the office in Spanish only still reads).
 */
export function localName(table: { name: Column; name_en: Column }, language: ReferenceLanguage): SQL<string> {
  return language === 'en' ? sql<string>`coalesce(${table.name_en}, ${table.name})` : sql<string>`${table.name}`
}

/** Answers that depend on Accept-Language say so, so no cache hands one language's answer to another. */
export const varyByLanguage: MiddlewareHandler = async (c, next) => {
  await next()
  c.header('Vary', 'Accept-Language', { append: true })
}
