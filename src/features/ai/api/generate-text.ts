import { useMutation } from '@tanstack/react-query'
import type { AiGenerateAnswer, AiGenerateInput } from '../../../domain/ai/schemas'
import { apiJson } from '../../../sync/api-client'

/** POST /ai/generate (spec §7 "AI"): a suggestion the person edits; the server keeps nothing. */
export const generateText = (input: AiGenerateInput) => apiJson<AiGenerateAnswer>('/ai/generate', { method: 'POST', body: input })

export const useGenerateText = () => useMutation({ mutationFn: generateText })
