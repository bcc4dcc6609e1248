import { queryOptions, useQuery } from '@tanstack/react-query'
import type { AiStatus } from '../../../domain/ai/schemas'
import { apiJson } from '../../../sync/api-client'

/** GET /ai/status: whether to offer AI text generation (company module, server configured, the caller writes plans). */
export const getAiStatus = () => apiJson<AiStatus>('/ai/status')
// The answer changes only when the office changes the company's modules or the server's
// configuration: asked once every few minutes at most.
export const aiStatusQuery = () => queryOptions({ queryKey: ['ai', 'status'], queryFn: getAiStatus, staleTime: 5 * 60_000 })
export const useAiStatus = () => useQuery(aiStatusQuery())
