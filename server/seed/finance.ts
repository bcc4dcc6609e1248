import { eq, inArray, isNotNull, and } from 'drizzle-orm'
import { abaCheckDigit } from '../../src/domain/finance/aba'
import type { Database, Transaction } from '../db/client'
import * as schema from '../db/schema'
import { loadBankCipher } from '../finance/bank-cipher'

/**
 * Demo finance data: rate templates per specialty and session length, the demo providers' rates
 * (applied from a template, with one older rate kept as history), purchasable items in order, and
 * a bank account per demo provider with fake but ABA-valid routing numbers.
 */

const ITEM_TYPES = ['Materiales', 'Pruebas de evaluación', 'Equipo', 'Transportación']

const ITEMS: Array<{ name: string; type: string; price_cents: number }> = [
  { name: 'Protocolo de evaluación del lenguaje', type: 'Pruebas de evaluación', price_cents: 4500 },
  { name: 'Hojas de respuesta (paquete de 25)', type: 'Pruebas de evaluación', price_cents: 3250 },
  { name: 'Tarjetas de articulación', type: 'Materiales', price_cents: 1899 },
  { name: 'Plastilina terapéutica', type: 'Materiales', price_cents: 1275 },
  { name: 'Pelota de estabilidad', type: 'Equipo', price_cents: 2999 },
  { name: 'Millaje a escuela rural', type: 'Transportación', price_cents: 1500 },
]

/** Rates per service code, for a specialty and session length. */
const TEMPLATES: Array<{ name: string; specialty: string; minutes: number; rates: Record<string, number> }> = [
  { name: 'Habla y lenguaje — 30 min', specialty: 'Patología del habla y lenguaje', minutes: 30, rates: { THL: 3500, EHL: 15000 } },
  { name: 'Habla y lenguaje — 45 min', specialty: 'Patología del habla y lenguaje', minutes: 45, rates: { THL: 4800, EHL: 17500 } },
  { name: 'Terapia ocupacional — 45 min', specialty: 'Terapia ocupacional', minutes: 45, rates: { TO: 4600, EO: 16000 } },
  { name: 'Psicología — 60 min', specialty: 'Psicología escolar', minutes: 60, rates: { TPS: 6000, EPS: 22500, EPE: 25000 } },
]

/** Which template each demo account's rates come from. */
const DEMO_RATES: Record<string, string> = {
  'terapeuta@example.com': 'Habla y lenguaje — 45 min',
  'terapeuta2@example.com': 'Terapia ocupacional — 45 min',
  'supervisor@example.com': 'Psicología — 60 min',
}

/** Puerto Rico banks' districts (02 New York, 22 thrift) with made-up middles and a real check digit. */
const routing = (stem: string) => `${stem}${abaCheckDigit(stem)}`
const BANKS = [
  { bank_name: 'Banco Popular (demo)', routing: routing('02150999'), account: '004512349871' },
  { bank_name: 'FirstBank (demo)', routing: routing('22157999'), account: '7700123456' },
  { bank_name: 'Oriental (demo)', routing: routing('02150888'), account: '3300987654' },
]

function yearsBefore(date: string, years: number) {
  return `${Number(date.slice(0, 4)) - years}${date.slice(4)}`
}

export async function seedFinance(tx: Transaction, today: string, options: { bankAccountKey?: string } = {}) {
  const types = await tx
    .insert(schema.purchasableItemTypes)
    .values(ITEM_TYPES.map((name, index) => ({ name, sort_index: index + 1 })))
    .returning()
  await tx.insert(schema.purchasableItems).values(
    ITEMS.map((item, index) => ({ name: item.name, type_id: types.find((type) => type.name === item.type)!.id, price_cents: item.price_cents, sort_index: index })),
  )

  const specialties = await tx.select().from(schema.specialties)
  const durations = await tx.select().from(schema.serviceDurations)
  const services = await tx.select().from(schema.services)
  const templateIds = new Map<string, { id: number; duration_id: number; lines: { service_id: number; rate_cents: number }[] }>()
  for (const template of TEMPLATES) {
    const duration = durations.find((row) => row.minutes === template.minutes)
    const specialty = specialties.find((row) => row.name === template.specialty)
    if (!duration || !specialty) continue
    const [row] = await tx.insert(schema.serviceRateTemplates).values({ name: template.name, specialty_id: specialty.id, duration_id: duration.id }).returning()
    const lines = Object.entries(template.rates).map(([code, rate_cents]) => ({ service_id: services.find((service) => service.code === code)!.id, rate_cents }))
    await tx.insert(schema.serviceRateTemplateLines).values(lines.map((line) => ({ ...line, template_id: row!.id })))
    templateIds.set(template.name, { id: row!.id, duration_id: duration.id, lines })
  }

  const demo = await tx
    .select({ email: schema.users.email, provider_id: schema.users.provider_id })
    .from(schema.users)
    .where(and(inArray(schema.users.email, Object.keys(DEMO_RATES)), isNotNull(schema.users.provider_id)))
  const startOfYear = `${today.slice(0, 4)}-01-01`
  for (const { email, provider_id } of demo) {
    const template = templateIds.get(DEMO_RATES[email]!)
    if (!template) continue
    const [first] = template.lines
    // Last year's lower rate, closed the day before this year's: history a bill line could point at.
    if (first) {
      await tx.insert(schema.providerServiceRates).values({
        provider_id: provider_id!,
        service_id: first.service_id,
        duration_id: template.duration_id,
        rate_cents: first.rate_cents - 300,
        effective_from: yearsBefore(startOfYear, 1),
        effective_to: `${Number(today.slice(0, 4)) - 1}-12-31`,
      })
    }
    await tx.insert(schema.providerServiceRates).values(
      template.lines.map((line) => ({ provider_id: provider_id!, service_id: line.service_id, duration_id: template.duration_id, rate_cents: line.rate_cents, effective_from: startOfYear, template_id: template.id })),
    )
  }

  const cipher = await loadBankCipher(tx as unknown as Database, { bankAccountKey: options.bankAccountKey })
  for (const [index, { provider_id }] of demo.entries()) {
    const bank = BANKS[index % BANKS.length]!
    const [provider] = await tx.select().from(schema.providers).where(eq(schema.providers.id, provider_id!))
    const account_type = index % 2 === 0 ? 'checking' : 'savings'
    await tx.insert(schema.providerBankAccounts).values({
      provider_id: provider_id!,
      bank_name: bank.bank_name,
      account_holder: `${provider!.first_name} ${provider!.last_name}`,
      account_type,
      fingerprint: cipher.fingerprint({ routing: bank.routing, account: bank.account, accountType: account_type }),
      routing_encrypted: cipher.encrypt(bank.routing),
      routing_last4: bank.routing.slice(-4),
      account_encrypted: cipher.encrypt(bank.account),
      account_last4: bank.account.slice(-4),
    })
  }
}
