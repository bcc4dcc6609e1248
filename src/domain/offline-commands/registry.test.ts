import { describe, expect, it } from 'vitest'
import { commandRequest, matchCommand, offlineCommandNames, offlineCommands, schemaOf, type ParamFormat } from '.'
import { paramNames } from './paths'

const SAMPLE: Record<ParamFormat, string> = {
  uuid: '0b7c6f1e-3d2a-4c5b-9e8f-7a6b5c4d3e2f',
  row: '12',
  number: '7',
  positive: '42',
}

describe('the offline command registry', () => {
  it.each(offlineCommandNames)('%s says what each parameter of its path holds', (name) => {
    const command = offlineCommands[name]
    expect(paramNames(command.path).sort()).toEqual(Object.keys(command.params).sort())
  })

  it.each(offlineCommandNames)('%s is found again from the request it goes as', (name) => {
    const command = offlineCommands[name]
    const params = Object.fromEntries(Object.entries(command.params).map(([param, format]) => [param, SAMPLE[format]]))
    const request = commandRequest(name, params, {})
    expect(request.method).toBe(command.method)
    expect(matchCommand(request.method, request.path)).toEqual({ name, params: paramNames(command.path).map((param) => params[param]) })
    expect(matchCommand(request.method, `${request.path}/`)?.name).toBe(name)
  })

  it.each(offlineCommandNames)('%s has a valibot schema for its body', (name) => {
    expect(schemaOf(offlineCommands[name].input, '2026-11-20')).toMatchObject({ kind: 'schema' })
  })

  it('takes each request as one command at most', () => {
    const endpoints = offlineCommandNames.map((name) => `${offlineCommands[name].method} ${offlineCommands[name].path}`)
    expect(new Set(endpoints).size).toBe(endpoints.length)
  })

  it('takes no request it has no command for', () => {
    expect(matchCommand('GET', '/service-sessions')).toBeNull()
    expect(matchCommand('PUT', '/service-sessions/not-a-uuid')).toBeNull()
    expect(matchCommand('POST', '/referrals/events/appointments/0/events')).toBeNull()
    expect(matchCommand('PUT', '/intervention-plans/objectives/12/achievements/12345678901')).toBeNull()
  })

  it('keeps the names devices have stored in their outboxes', () => {
    // Renaming one strands the entries saved under it: a new name needs a Dexie upgrade that moves them.
    expect(offlineCommandNames).toEqual(
      expect.arrayContaining([
        'service-session.create',
        'service-session.update',
        'service-session.delete',
        'referral-appointment.event',
        'plan.assessment.add',
        'plan.assessment.delete',
        'plan.goal.add',
        'plan.goal.edit',
        'plan.goal.delete',
        'plan.objective.add',
        'plan.objective.edit',
        'plan.objective.delete',
        'plan.achievement.put',
        'plan.summary.save',
      ]),
    )
  })
})
