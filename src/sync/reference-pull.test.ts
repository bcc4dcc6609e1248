import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../test/support/fake-api'
import { readReferenceList } from '../db/reference-lists'
import { REFERENCE_LISTS } from '../domain/reference'
import { pullReferenceLists } from './reference-pull'

describe('the preloaded reference lists', () => {
  it('keep every field the server sends, the measurement types’ kind included (the session form reads it offline)', async () => {
    const api = fakeApi()
    for (const path of Object.values(REFERENCE_LISTS)) api.on(`GET ${path}`, { body: [] })
    api.on(`GET ${REFERENCE_LISTS.measurementTypes}`, {
      body: [
        { id: 1, name: 'Porcentaje de ejecución', kind: 'percentage' },
        { id: 4, name: 'Nivel de ayuda', kind: 'level' },
      ],
    })
    await pullReferenceLists()
    expect(await readReferenceList('measurementTypes')).toEqual([
      { id: 1, name: 'Porcentaje de ejecución', kind: 'percentage' },
      { id: 4, name: 'Nivel de ayuda', kind: 'level' },
    ])
  })
})
