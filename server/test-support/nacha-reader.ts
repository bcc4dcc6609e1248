/**
 * An independent NACHA reader for the tests (never nach2's code): it splits a file into its
 * 94-character records and reads the fields of record types 1, 5, 6, 8 and 9 at their fixed
 * positions (NACHA Operating Rules, Appendix Three), checking nothing itself — the tests do.
 */

export interface NachaFileHeader {
  priority: string
  immediateDestination: string
  immediateOrigin: string
  creationDate: string
  creationTime: string
  fileIdModifier: string
  recordSize: string
  blockingFactor: string
  formatCode: string
  destinationName: string
  originName: string
  referenceCode: string
}

export interface NachaEntry {
  transactionCode: string
  /** The 8-digit receiving DFI identification and its check digit. */
  receivingDfi: string
  checkDigit: string
  account: string
  amountCents: number
  idNumber: string
  name: string
  discretionary: string
  addendaIndicator: string
  traceNumber: string
}

export interface NachaBatch {
  serviceClassCode: string
  companyName: string
  companyId: string
  secCode: string
  entryDescription: string
  descriptiveDate: string
  effectiveDate: string
  originatorStatus: string
  originatingDfi: string
  batchNumber: number
  entries: NachaEntry[]
  control: {
    serviceClassCode: string
    entryAddendaCount: number
    entryHash: string
    totalDebitCents: number
    totalCreditCents: number
    companyId: string
    originatingDfi: string
    batchNumber: number
  }
}

export interface NachaFile {
  /** Every physical line, as read. */
  lines: string[]
  /** The record type of each line, in order ('1', '5', '6', '8', '9'). */
  recordTypes: string[]
  header: NachaFileHeader
  batches: NachaBatch[]
  control: {
    batchCount: number
    blockCount: number
    entryAddendaCount: number
    entryHash: string
    totalDebitCents: number
    totalCreditCents: number
  }
  /** Lines after the file control: each should be 94 nines. */
  fillers: string[]
}

/** 1-based inclusive positions, as the NACHA tables print them. */
const field = (line: string, from: number, to: number) => line.slice(from - 1, to)
const num = (line: string, from: number, to: number) => Number(field(line, from, to))

export function readNacha(text: string): NachaFile {
  const lines = text.split(/\r?\n/).filter((line, index, all) => !(line === '' && index === all.length - 1))
  const recordTypes = lines.map((line) => line[0] ?? '')
  const first = lines[0] ?? ''
  const header: NachaFileHeader = {
    priority: field(first, 2, 3),
    immediateDestination: field(first, 4, 13),
    immediateOrigin: field(first, 14, 23),
    creationDate: field(first, 24, 29),
    creationTime: field(first, 30, 33),
    fileIdModifier: field(first, 34, 34),
    recordSize: field(first, 35, 37),
    blockingFactor: field(first, 38, 39),
    formatCode: field(first, 40, 40),
    destinationName: field(first, 41, 63),
    originName: field(first, 64, 86),
    referenceCode: field(first, 87, 94),
  }
  const batches: NachaBatch[] = []
  let current: NachaBatch | null = null
  let control: NachaFile['control'] | null = null
  const fillers: string[] = []
  for (const line of lines.slice(1)) {
    if (control) {
      fillers.push(line)
      continue
    }
    switch (line[0]) {
      case '5':
        current = {
          serviceClassCode: field(line, 2, 4),
          companyName: field(line, 5, 20),
          companyId: field(line, 41, 50),
          secCode: field(line, 51, 53),
          entryDescription: field(line, 54, 63),
          descriptiveDate: field(line, 64, 69),
          effectiveDate: field(line, 70, 75),
          originatorStatus: field(line, 79, 79),
          originatingDfi: field(line, 80, 87),
          batchNumber: num(line, 88, 94),
          entries: [],
          control: undefined as unknown as NachaBatch['control'],
        }
        break
      case '6':
        current?.entries.push({
          transactionCode: field(line, 2, 3),
          receivingDfi: field(line, 4, 11),
          checkDigit: field(line, 12, 12),
          account: field(line, 13, 29).trimEnd(),
          amountCents: num(line, 30, 39),
          idNumber: field(line, 40, 54).trimEnd(),
          name: field(line, 55, 76).trimEnd(),
          discretionary: field(line, 77, 78),
          addendaIndicator: field(line, 79, 79),
          traceNumber: field(line, 80, 94),
        })
        break
      case '8':
        if (current) {
          current.control = {
            serviceClassCode: field(line, 2, 4),
            entryAddendaCount: num(line, 5, 10),
            entryHash: field(line, 11, 20),
            totalDebitCents: num(line, 21, 32),
            totalCreditCents: num(line, 33, 44),
            companyId: field(line, 45, 54),
            originatingDfi: field(line, 80, 87),
            batchNumber: num(line, 88, 94),
          }
          batches.push(current)
          current = null
        }
        break
      case '9':
        control = {
          batchCount: num(line, 2, 7),
          blockCount: num(line, 8, 13),
          entryAddendaCount: num(line, 14, 21),
          entryHash: field(line, 22, 31),
          totalDebitCents: num(line, 32, 43),
          totalCreditCents: num(line, 44, 55),
        }
        break
    }
  }
  if (!control) throw new Error('NACHA file without a file control record')
  return { lines, recordTypes, header, batches, control, fillers }
}

/** The entry hash as NACHA defines it: the sum of the 8-digit receiving DFI ids, its rightmost 10 digits. */
export function entryHashOf(entries: readonly Pick<NachaEntry, 'receivingDfi'>[]): string {
  const sum = entries.reduce((total, entry) => total + BigInt(entry.receivingDfi), 0n)
  return String(sum).slice(-10).padStart(10, '0')
}
