/**
 * Whose record each route with a path parameter names, for the fuzz test's question: does a
 * provider (Carlos) get the same answer for someone else's record (Marisol's) as for one that
 * does not exist? A route added with a parameter must be listed here, either with the
 * parameters of a record Carlos may not see, or as `shared` (records every caller may read:
 * reference data, signed links). The fuzz test fails on a route missing from this table.
 */
export interface ForeignRecords {
  marisolProviderId: number
  marisolSpecialtyId: number
  marisolSessionId: string
  marisolVisitId: string
}

export type Ownership = 'shared' | ((records: ForeignRecords) => Record<string, string>)

const specialty = (records: ForeignRecords) => ({ id: String(records.marisolSpecialtyId) })
const provider = (records: ForeignRecords) => ({ id: String(records.marisolProviderId) })
const providerPages = (records: ForeignRecords) => ({ provider_id: String(records.marisolProviderId), month_id: '2026-03' })

export const OWNERSHIP: Record<string, Ownership> = {
  '/api/provider-specialties/:id': specialty,
  '/api/providers/:id': provider,
  '/api/providers/:id/external-name': provider,
  '/api/service-sessions/:id': (records) => ({ id: records.marisolSessionId }),
  '/api/service-sessions/visits/:id': (records) => ({ id: records.marisolVisitId }),
  '/api/service-sessions/providers/:provider_id/audit': providerPages,
  '/api/service-sessions/providers/:provider_id/months': providerPages,
  '/api/service-sessions/providers/:provider_id/months/:month_id': providerPages,
  '/api/attachments/:containerType/:containerId': (records) => ({ containerType: 'provider-specialty', containerId: String(records.marisolSpecialtyId) }),
  '/api/attachments/download/:token': 'shared',
  '/api/services/:id': 'shared',
}
