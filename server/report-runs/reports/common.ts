import type { OfficeViewer } from '../../permissions/viewer'

/** What a report is given: the database, who asked (her reach), the filters, and where to tell its progress. */
export interface ReportContext<P> {
  viewer: OfficeViewer
  params: P
  now: Date
  /** 0..100; the runner writes it to the run's row (at most every few hundred ms). */
  progress: (percent: number) => Promise<void>
  /** The company's name and logo for a PDF's header (documents/branding.ts). */
  pdfHeader: () => Promise<{ companyName: string; logo: Uint8Array | null }>
}

export interface ReportFile {
  bytes: Uint8Array
  fileName: string
  rowCount: number
}

/** Rows are written in slices, letting other requests run between them and telling the progress. */
export const SLICE = 500

export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve))
