import { Hono, type Context } from 'hono'
import { CertificationFormQuery, PlanPdfQuery, PlansPdfQuery, ReceiptsQuery } from '../../src/domain/plans/pdf-queries'
import type { AppDeps, AppEnv } from '../app-env'
import { pdfHeaderOf } from '../documents/branding'
import { renderPdf, type PdfDocumentSpec } from '../documents/pdf'
import { binaryAnswer } from '../http/binary'
import { words } from '../i18n/reader-language'
import { pathId } from '../core/path-id'
import { parseWith, queryWith } from '../http/validate'
import { loadOfficeViewer, type OfficeViewer } from '../permissions/viewer'
import { visiblePlan } from '../plans/access'
import { certificationFormDocument } from './certification-form'
import { loadPlanPdfData, type PlanHeader } from './plan-data'
import { planDocuments, planFilename } from './plan-document'
import { receiptDocument, receiptPlanIds } from './receipts'
import { access } from '../permissions/access'

/**
 * The plan PDFs (spec §7 "PDF and spreadsheet downloads", issue 13), in the house order: the
 * module and `plans.read` (providers pass, held to their own referrals; a supervisor reads those
 * of the providers she supervises) before these routes, then the query (422 with field codes),
 * then visibility — a plan or referral the caller may not read is 404 exactly as a missing one,
 * in a batch too. Errors are JSON; only a 200 carries a file.
 */

const READ = access({ permission: 'plans.read', customers: true, providers: 'supervised' })

/** `id` repeated, or a comma list, or both; empty pieces skipped (as the referral forms' batches). */
function idsOf(c: Context): string[] {
  return (c.req.queries('id') ?? []).flatMap((value) => value.split(',')).map((piece) => piece.trim()).filter(Boolean)
}

async function pdfAnswer(c: Context<AppEnv>, deps: AppDeps, title: string, documents: PdfDocumentSpec[], filename: string) {
  const bytes = await renderPdf({ ...(await pdfHeaderOf(deps)), title, documents })
  return binaryAnswer(c, bytes, { type: 'pdf', filename })
}

export function planPdfRoutes(deps: AppDeps) {
  const { db } = deps
  const viewerOf = (c: Context<AppEnv>) => loadOfficeViewer(db, c.var.auth)

  /** Each plan (in the order asked, a repeated id once) with its certificate; 404 if any is out of reach. */
  async function plansFile(viewer: OfficeViewer, ids: number[], options: { certification: boolean; unreachable: boolean }) {
    const now = deps.now()
    const plans = []
    for (const id of [...new Set(ids)]) plans.push(await visiblePlan(db, viewer, id))
    const documents: PdfDocumentSpec[] = []
    const headers: PlanHeader[] = []
    for (const plan of plans) {
      const data = await loadPlanPdfData(db, plan, options)
      headers.push(data.header)
      documents.push(...planDocuments(data, now))
    }
    return { documents, filename: planFilename(headers) }
  }

  return new Hono<AppEnv>()
    .get('/acknowledgement-receipts', READ, async (c) => {
      const viewer = await viewerOf(c)
      const query = queryWith(c, ReceiptsQuery)
      const ids = await receiptPlanIds(db, viewer, query, deps.now())
      const documents = []
      for (const id of ids) documents.push(await receiptDocument(db, id))
      return pdfAnswer(c, deps, words('Acuses de recibo', 'Acknowledgement receipts'), documents, words(`acuses-de-recibo-${ids.length}-planes.pdf`, `acknowledgement-receipts-${ids.length}-plans.pdf`))
    })
    .get('/', READ, async (c) => {
      const viewer = await viewerOf(c)
      const query = parseWith(PlansPdfQuery, { ...c.req.query(), id: idsOf(c) })
      const file = await plansFile(viewer, query.id, { certification: query.include_certification_form, unreachable: false })
      return pdfAnswer(c, deps, words('Planes de intervención', 'Intervention plans'), file.documents, file.filename)
    })
    .get('/:id{[0-9]+}', READ, async (c) => {
      const viewer = await viewerOf(c)
      const id = pathId(c, 'id')
      const query = queryWith(c, PlanPdfQuery)
      const file = await plansFile(viewer, [id], { certification: query.include_certification_form, unreachable: query.include_unreachable_form })
      return pdfAnswer(c, deps, words('Plan de intervención', 'Intervention plan'), file.documents, file.filename)
    })
}

/** GET /download-pdf/certification-forms/ (referral_id, month, year). */
export function certificationFormRoutes(deps: AppDeps) {
  const { db } = deps
  return new Hono<AppEnv>().get('/', READ, async (c) => {
    const viewer = await loadOfficeViewer(db, c.var.auth)
    const query = queryWith(c, CertificationFormQuery)
    const { document, filename } = await certificationFormDocument(db, viewer, query, deps.now())
    return pdfAnswer(c, deps, words('Certificación de servicios', 'Service certification'), [document], filename)
  })
}
