import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { BankAccountInput } from '../../../domain/finance/schemas'
import type { BankAccount, BankAccountEvent } from '../../../domain/finance/types'
import type { Page } from '../../../domain/lists/list-params'
import { apiJson } from '../../../sync/api-client'

/**
 * /provider-bank-accounts (issue 22): a provider's account, masked, and the history of its
 * changes. The server answers a provider her own only, finance staff any provider's.
 */
export const bankAccountQuery = (providerId: number) =>
  queryOptions({
    queryKey: ['provider-bank-accounts', 'of', providerId],
    queryFn: async () => (await apiJson<Page<BankAccount>>(`/provider-bank-accounts?provider_id=${providerId}`)).items[0] ?? null,
  })
export const useBankAccount = (providerId: number) => useQuery(bankAccountQuery(providerId))

export const bankAccountAuditQuery = (providerId: number) =>
  queryOptions({
    queryKey: ['provider-bank-accounts', 'audit', providerId],
    queryFn: () => apiJson<Page<BankAccountEvent>>(`/provider-bank-accounts/audit?provider_id=${providerId}&page_size=50`),
  })
export const useBankAccountAudit = (providerId: number) => useQuery(bankAccountAuditQuery(providerId))

/** POST (no account yet) or PUT by version; the account and its history are read again after. */
export function useSaveBankAccount(providerId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ current, input }: { current: BankAccount | null; input: BankAccountInput }) =>
      current
        ? apiJson<BankAccount>(`/provider-bank-accounts/${current.id}`, { method: 'PUT', body: { ...input, hash: current.hash } })
        : apiJson<BankAccount>('/provider-bank-accounts', { method: 'POST', body: input }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bankAccountQuery(providerId).queryKey }),
        queryClient.invalidateQueries({ queryKey: bankAccountAuditQuery(providerId).queryKey }),
      ]),
  })
}
