import nach from 'nach2'
import { isAbaRoutingNumber } from '../../src/domain/finance/aba'
import type { AchConfig } from '../config'
import { HttpError } from '../http/errors'

/**
 * The NACHA file of a payment batch: one PPD batch of credits (service class 220), one entry per
 * payment, written by nach2 0.5.1 (docs/finance.md, "Why nach2": why this library). What we do
 * ourselves, because of nach2's known gaps:
 *  - trace numbers: nach2 takes them from the file's immediate origin; ours are the ODFI's
 *    8-digit routing prefix + a 7-digit sequence, as NACHA and the banks expect;
 *  - the batch number starts at 1 (nach2 counts from 0);
 *  - optional fields it throws on when empty (discretionary data) get a value;
 *  - dates: the file's creation date/time are the caller's instant in the company's zone, so
 *    the file is reproducible in tests, and the effective date is the batch's;
 *  - amounts: at most $9,999,999.99 per entry (see MAX_ENTRY_CENTS);
 *  - errors: nach2 puts the routing numbers it rejects in its messages; none of that may reach a
 *    log or an answer, so any failure is replaced by a 409 with a code and no number.
 */

export interface AchCredit {
  /** 9 digits, ABA-valid (checked again here). */
  routing: string
  account: string
  accountType: 'checking' | 'savings'
  amountCents: number
  /** Shown to the receiver's bank: our payment reference (15 characters). */
  idNumber: string
  /** The receiver's name (22 characters). */
  name: string
}

export interface AchFileOptions {
  /** yyyy-MM-dd: the batch's effective entry date. */
  effectiveDate: string
  /** The creation instant (written in the company's zone). */
  now: Date
  /** The file header's reference code (8): ours names the batch, e.g. LOTE0042. */
  reference: string
  /** 0 → A, 1 → B… : the file ID modifier distinguishes files sent the same day. */
  generation: number
}

export interface AchFile {
  text: string
  /** The trace number of each credit, in the order given. */
  traceNumbers: string[]
}

const TIME_ZONE = 'America/Puerto_Rico'

function zoned(now: Date): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, year: '2-digit', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  )
  return { date: `${parts.year}${parts.month}${parts.day}`, time: `${parts.hour}${parts.minute}` }
}

/** Letters and digits (and spaces) only, upper case, without accents: what every bank accepts in names. */
export function achText(text: string, width: number): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase()
    .slice(0, width)
}

const invalid = () => new HttpError(409, 'ach_invalid_data', 'Una cuenta bancaria o un dato de la empresa no sirve para el archivo ACH; revise las cuentas de los proveedores y la configuración.')

/**
 * nach2 checks the amount's length as JavaScript prints the dollars ("9999999.99"), so it refuses
 * anything from $10,000,000 up although the field holds ten digits of cents: our limit is its.
 */
export const MAX_ENTRY_CENTS = 999_999_999

const cents = (amount: number) => (amount / 100).toFixed(2)

export async function buildAchFile(config: AchConfig, credits: readonly AchCredit[], options: AchFileOptions): Promise<AchFile> {
  if (credits.some((credit) => !isAbaRoutingNumber(credit.routing) || !/^[0-9A-Za-z-]{1,17}$/.test(credit.account))) throw invalid()
  if (credits.some((credit) => !Number.isSafeInteger(credit.amountCents) || credit.amountCents <= 0 || credit.amountCents > MAX_ENTRY_CENTS)) throw invalid()
  const created = zoned(options.now)
  const [year, month, day] = options.effectiveDate.split('-').map(Number) as [number, number, number]
  const traceNumbers = credits.map((_, index) => `${config.originatingDfi}${String(index + 1).padStart(7, '0')}`)
  try {
    const file = new nach.File({
      immediateDestination: config.immediateDestination,
      immediateOrigin: config.immediateOrigin,
      immediateDestinationName: achText(config.immediateDestinationName, 23),
      immediateOriginName: achText(config.immediateOriginName, 23),
      referenceCode: achText(options.reference, 8) || 'LOTE',
      fileCreationDate: created.date,
      fileCreationTime: created.time,
      fileIdModifier: String.fromCharCode(65 + (options.generation % 26)),
      batchSequenceNumber: 1,
    })
    const batch = new nach.Batch({
      serviceClassCode: '220',
      companyName: achText(config.companyName, 16),
      standardEntryClassCode: 'PPD',
      companyIdentification: config.companyId,
      companyEntryDescription: achText(config.entryDescription, 10),
      companyDescriptiveDate: created.date,
      // nach2 reads the date's local fields: a local midnight of that day.
      effectiveEntryDate: new Date(year, month - 1, day),
      originatingDFI: config.originatingDfi,
    })
    credits.forEach((credit, index) => {
      batch.addEntry(
        new nach.Entry({
          receivingDFI: credit.routing,
          DFIAccount: credit.account,
          amount: cents(credit.amountCents),
          idNumber: achText(credit.idNumber, 15),
          individualName: achText(credit.name, 22) || 'PROVEEDOR',
          discretionaryData: '  ',
          transactionCode: credit.accountType === 'savings' ? '32' : '22',
          traceNumber: traceNumbers[index]!,
        }),
      )
    })
    file.addBatch(batch)
    const text = await new Promise<string>((resolve) => file.generateFile(resolve))
    return { text: `${text}\r\n`, traceNumbers }
  } catch {
    // nach2's message may hold a routing or account number: it is dropped, never logged.
    throw invalid()
  }
}
