import { describe, expect, it } from 'vitest'
import { abaCheckDigit } from '../../src/domain/finance/aba'
import { DEMO_ACH_CONFIG } from '../config'
import { entryHashOf, readNacha } from '../test-support/nacha-reader'
import { buildAchFile, MAX_ENTRY_CENTS, type AchCredit } from './ach-file'

/**
 * The file nach2 writes, read back by our own reader (server/test-support/nacha-reader.ts), for
 * sizes around the block boundaries: every record 94 characters, lines a multiple of ten, the
 * counts, hash and totals the bank checks, and each amount exactly its payment's.
 */

const routing = (stem: string) => `${stem}${abaCheckDigit(stem)}`
const ROUTINGS = [routing('02150999'), routing('22157999'), routing('02150888'), routing('11000001')]

function credits(count: number): AchCredit[] {
  return Array.from({ length: count }, (_, index) => ({
    routing: ROUTINGS[index % ROUTINGS.length]!,
    account: `${1000 + index}${'7'.repeat(index % 9)}`,
    accountType: index % 3 === 0 ? 'savings' : 'checking',
    // Awkward amounts: a cent, round dollars, the largest a field holds.
    amountCents: index === 0 ? 1 : index === 1 ? MAX_ENTRY_CENTS : 10_000 + index * 1_237,
    idNumber: `PAGO${index + 1}`,
    name: index % 2 ? 'Marisol Rivera Torres de la Peña' : 'José Ñeco',
  }))
}

const OPTIONS = { effectiveDate: '2026-03-13', now: new Date('2026-03-10T14:05:00Z'), generation: 1, reference: 'LOTE7' }

describe('the ACH file of a batch', () => {
  it.each([1, 2, 5, 6, 16, 200])('%i credits: parses back exactly', async (count) => {
    const list = credits(count)
    const { text, traceNumbers } = await buildAchFile(DEMO_ACH_CONFIG, list, OPTIONS)
    const file = readNacha(text)
    expect(file.lines.every((line) => line.length === 94)).toBe(true)
    expect(file.lines.length % 10).toBe(0)
    expect(file.control.blockCount).toBe(file.lines.length / 10)
    expect(file.fillers.every((line) => line === '9'.repeat(94))).toBe(true)
    expect(file.recordTypes.slice(0, count + 4)).toEqual(['1', '5', ...Array<string>(count).fill('6'), '8', '9'])
    expect(file.header).toMatchObject({
      priority: '01',
      immediateDestination: ` ${DEMO_ACH_CONFIG.immediateDestination}`,
      immediateOrigin: DEMO_ACH_CONFIG.immediateOrigin,
      creationDate: '260310',
      creationTime: '1005',
      fileIdModifier: 'B',
      recordSize: '094',
      blockingFactor: '10',
      formatCode: '1',
      referenceCode: 'LOTE7   ',
    })
    const [batch] = file.batches
    expect(batch).toMatchObject({ serviceClassCode: '220', secCode: 'PPD', companyId: DEMO_ACH_CONFIG.companyId, effectiveDate: '260313', originatingDfi: DEMO_ACH_CONFIG.originatingDfi, batchNumber: 1 })
    expect(batch!.entries.map((entry) => entry.amountCents)).toEqual(list.map((credit) => credit.amountCents))
    expect(batch!.entries.map((entry) => `${entry.receivingDfi}${entry.checkDigit}`)).toEqual(list.map((credit) => credit.routing))
    expect(batch!.entries.map((entry) => entry.account)).toEqual(list.map((credit) => credit.account))
    expect(batch!.entries.map((entry) => entry.transactionCode)).toEqual(list.map((credit) => (credit.accountType === 'savings' ? '32' : '22')))
    expect(batch!.entries.map((entry) => entry.traceNumber)).toEqual(traceNumbers)
    expect(traceNumbers.every((trace, index) => trace === `${DEMO_ACH_CONFIG.originatingDfi}${String(index + 1).padStart(7, '0')}`)).toBe(true)
    expect(batch!.entries[0]!.name).toMatch(/^[A-Z ]+$/)
    const total = list.reduce((sum, credit) => sum + credit.amountCents, 0)
    expect(batch!.control).toMatchObject({ serviceClassCode: '220', entryAddendaCount: count, totalDebitCents: 0, totalCreditCents: total, batchNumber: 1 })
    expect(batch!.control.entryHash).toBe(entryHashOf(batch!.entries))
    expect(file.control).toMatchObject({ batchCount: 1, entryAddendaCount: count, entryHash: entryHashOf(batch!.entries), totalDebitCents: 0, totalCreditCents: total })
  })

  it('refuses a bad routing number with a code, and never says the number', async () => {
    const bad = { ...credits(1)[0]!, routing: '021502012' }
    const error = (await buildAchFile(DEMO_ACH_CONFIG, [bad], OPTIONS).catch((caught: unknown) => caught)) as Error & { code: string }
    expect(error).toMatchObject({ status: 409, code: 'ach_invalid_data' })
    expect(error.message).not.toContain('021502012')
    const tooMuch = await buildAchFile(DEMO_ACH_CONFIG, [{ ...credits(1)[0]!, amountCents: MAX_ENTRY_CENTS + 1 }], OPTIONS).catch((caught: unknown) => caught)
    expect(tooMuch).toMatchObject({ code: 'ach_invalid_data' })
  })
})
