import { queryOptions, useQuery } from '@tanstack/react-query'
import type { UserSignatures } from '../../../domain/signatures/schemas'
import { apiJson } from '../../../sync/api-client'

/** GET /user-signatures/ (spec §7): the signed-in person's current signature and earlier ones. */
export const getMySignature = () => apiJson<UserSignatures>('/user-signatures/')
export const mySignatureQuery = () => queryOptions({ queryKey: ['user-signatures', 'mine'], queryFn: getMySignature })
export const useMySignature = () => useQuery(mySignatureQuery())
