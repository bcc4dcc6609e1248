import { randomUUID } from 'node:crypto'
import { and, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm'
import { contractFlow, type ContractAction, type ContractStatus } from '../../src/domain/workflows/contract-flow'
import type { Transaction } from '../db/client'
import { contractDocumentTypes, contractTypes, providerContractRates, providerContracts, providerServiceRates, users } from '../db/schema'
import { writeEvent } from '../workflows/events'
import { moveDocument } from '../workflows/move'

/**
 * Contract reference data (types and document types) and demo contracts: one in each status for
 * the demo providers, each with the history that brought it there and the rates in force today
 * as its snapshot. Runs after the finance seed (the rates must exist).
 */

const TYPES = ['Contrato de servicios profesionales', 'Enmienda de tarifas', 'Contrato de evaluaciones']
const DOCUMENT_TYPES = ['Contrato', 'Certificado de seguro', 'Certificación de ASUME', 'Certificado de Hacienda', 'Otro']

const DEMO: Array<{ email: string; status: ContractStatus; type: number; monthsAgo: number }> = [
  { email: 'terapeuta@example.com', status: 'approved', type: 0, monthsAgo: 6 },
  { email: 'terapeuta@example.com', status: 'draft', type: 1, monthsAgo: 0 },
  { email: 'terapeuta@example.com', status: 'cancelled', type: 2, monthsAgo: 3 },
  { email: 'terapeuta2@example.com', status: 'submitted', type: 0, monthsAgo: 1 },
  { email: 'terapeuta2@example.com', status: 'voided', type: 0, monthsAgo: 12 },
  { email: 'supervisor@example.com', status: 'returned', type: 0, monthsAgo: 1 },
]

/** The moves that bring a draft to `status`, and who makes each (the provider submits, finance decides). */
const PATH: Record<ContractStatus, ContractAction[]> = {
  draft: [],
  submitted: ['submit'],
  returned: ['submit', 'return-for-revision'],
  approved: ['submit', 'approve'],
  voided: ['submit', 'approve', 'void'],
  cancelled: ['cancel'],
}
const COMMENTS: Partial<Record<ContractAction, string>> = {
  'return-for-revision': 'Falta el certificado de seguro vigente.',
  void: 'Se firmó con tarifas equivocadas; se preparó uno nuevo.',
}

function monthsBefore(today: string, months: number): string {
  const [year, month] = today.split('-').map(Number) as [number, number]
  const index = year * 12 + (month - 1) - months
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`
}
const yearLater = (date: string) => `${Number(date.slice(0, 4)) + 1}${date.slice(4, 8)}${date.slice(8)}`

export async function seedContracts(tx: Transaction, today: string, now: Date): Promise<void> {
  const types = await tx
    .insert(contractTypes)
    .values(TYPES.map((name, index) => ({ name, sort_index: index + 1 })))
    .returning()
  await tx.insert(contractDocumentTypes).values(DOCUMENT_TYPES.map((name, index) => ({ name, sort_index: index + 1 })))

  const people = await tx.select().from(users).where(inArray(users.email, ['finanzas@example.com', 'oficina@example.com', ...DEMO.map((demo) => demo.email)]))
  const finance = people.find((person) => person.email === 'finanzas@example.com') ?? people.find((person) => person.email === 'oficina@example.com')
  if (!finance) return
  for (const [index, demo] of DEMO.entries()) {
    const provider = people.find((person) => person.email === demo.email)
    if (!provider?.provider_id) continue
    const start = monthsBefore(today, demo.monthsAgo)
    // Spread over the last minutes, oldest first, so the histories read in order.
    let at = new Date(now.getTime() - (DEMO.length - index) * 60_000)
    const [row] = await tx
      .insert(providerContracts)
      .values({ provider_id: provider.provider_id, contract_type_id: types[demo.type]!.id, start_date: start, end_date: yearLater(start), status: contractFlow.initial, hash: randomUUID(), created_by: finance.id, created_at: at, updated_at: at })
      .returning({ id: providerContracts.id })
    const id = row!.id
    const rates = await tx
      .select({ service_id: providerServiceRates.service_id, duration_id: providerServiceRates.duration_id, rate_cents: providerServiceRates.rate_cents })
      .from(providerServiceRates)
      .where(and(eq(providerServiceRates.provider_id, provider.provider_id), lte(providerServiceRates.effective_from, today), or(isNull(providerServiceRates.effective_to), gte(providerServiceRates.effective_to, today))))
    if (rates.length > 0) await tx.insert(providerContractRates).values(rates.map((rate) => ({ ...rate, contract_id: id })))
    await writeEvent(tx, contractFlow, { documentId: id, action: 'create', from: null, to: contractFlow.initial, comment: null, userId: finance.id, at })
    let status: ContractStatus = contractFlow.initial
    for (const action of PATH[demo.status]) {
      at = new Date(at.getTime() + 5_000)
      const actor = action === 'submit' ? provider.id : finance.id
      // The demo's past, walked along the table as the runner takes it.
      status = await moveDocument(tx, contractFlow, { documentId: id, action, from: status, comment: COMMENTS[action] ?? null, userId: actor, at }, async (to) => {
        await tx.update(providerContracts).set({ status: to }).where(eq(providerContracts.id, id))
      })
    }
    await tx
      .update(providerContracts)
      .set({ updated_at: at, ...(status === 'approved' || status === 'voided' ? { approved_at: at } : {}) })
      .where(eq(providerContracts.id, id))
  }
}
