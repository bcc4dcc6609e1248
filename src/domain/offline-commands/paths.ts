import type { OfflineCommand, ParamFormat } from './define'

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}'

/** The pattern of each parameter kind: the same the single endpoints accept. */
const FORMATS: Record<ParamFormat, string> = {
  uuid: UUID,
  row: `\\d{1,10}|${UUID}`,
  number: '\\d{1,10}',
  positive: '[1-9]\\d{0,9}',
}

const PARAM = /:(\w+)/g

/** The parameters of a template, in the order they appear. */
export function paramNames(path: string): string[] {
  return [...path.matchAll(PARAM)].map((match) => match[1]!)
}

/** The request path of a command with its parameters filled in. */
export function fillPath(path: string, params: Record<string, string | number>): string {
  return path.replace(PARAM, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`The path ${path} needs its parameter ${name}`)
    return String(value)
  })
}

/** The pattern a command's path matches (a trailing slash allowed), one group per parameter. */
export function pathPattern(command: Pick<OfflineCommand, 'path' | 'params'>): RegExp {
  const source = command.path.replace(PARAM, (_, name: string) => {
    const format = command.params[name]
    if (!format) throw new Error(`The path ${command.path} does not say what ${name} holds`)
    return `(${FORMATS[format]})`
  })
  return new RegExp(`^${source}/?$`)
}
