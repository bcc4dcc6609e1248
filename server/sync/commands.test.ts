import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { offlineCommandNames, offlineCommands, schemaOf } from '../../src/domain/offline-commands'
import { commandHandlers, findMutation } from './commands'

describe('the server side of the offline commands', () => {
  it.each(offlineCommandNames)('%s has a handler with its endpoint declaration, and a schema', (name) => {
    const handler = commandHandlers[name]
    expect(handler, `no server handler for ${name}`).toBeDefined()
    expect(typeof handler.run).toBe('function')
    expect(handler.access).toBeTypeOf('object')
    expect(schemaOf(offlineCommands[name].input, '2026-11-20')).toMatchObject({ kind: 'schema' })
  })

  it('has no handler for a command the registry does not name', () => {
    expect(Object.keys(commandHandlers).sort()).toEqual([...offlineCommandNames].sort())
  })

  it('lists every command in docs/offline-commands.md', () => {
    const doc = readFileSync(new URL('../../docs/offline-commands.md', import.meta.url), 'utf8')
    for (const name of offlineCommandNames) expect(doc, `docs/offline-commands.md does not list ${name}`).toContain(`| \`${name}\` |`)
  })

  it('finds a batched mutation by its method and path, with its ids', () => {
    const found = findMutation('PUT', '/intervention-plans/objectives/0B7C6F1E-3D2A-4C5B-9E8F-7A6B5C4D3E2F/achievements/3')
    expect(found).toMatchObject({ name: 'plan.achievement.put', id: '0b7c6f1e-3d2a-4c5b-9e8f-7a6b5c4d3e2f', secondId: '3' })
    expect(found?.handler).toBe(commandHandlers['plan.achievement.put'])
    expect(findMutation('POST', '/service-sessions')).toMatchObject({ name: 'service-session.create', id: '' })
    expect(findMutation('POST', '/sync/push')).toBeNull()
  })
})
