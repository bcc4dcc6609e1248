import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { UserSignatures } from '../../../domain/signatures/schemas'
import { apiJson } from '../../../sync/api-client'
import { mySignatureQuery } from './my-signature'

/** POST /user-signatures/ (spec §7): the image becomes the person's current signature. */
export const saveSignature = (image: string) => apiJson<UserSignatures>('/user-signatures/', { method: 'POST', body: { image } })

/** The answer (the new current signature and the history) replaces the cached one. */
export function useSaveSignature() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveSignature,
    onSuccess: (saved) => queryClient.setQueryData(mySignatureQuery().queryKey, saved),
  })
}
