import { Hono, type Context } from 'hono'
import { ServiceFormPdfQuery } from '../../src/domain/service-forms/schemas'
import { formatDate } from '../../src/domain/formats/dates'
import type { AppDeps, AppEnv } from '../app-env'
import { renderPdf, type PdfBlock, type PdfDocumentSpec } from '../documents/pdf'
import { binaryAnswer } from '../http/binary'
import { pathId } from '../http/path-id'
import { queryWith } from '../http/validate'
import { puertoRicoTime } from '../plan-pdfs/format'
import { loadOfficeViewer } from '../permissions/viewer'
import { loadCompany } from '../public/company'
import { providerName, serviceFormContentHash, signatureOf, studentName, visibleServiceForm, type FormRow } from './service'
import { access } from '../permissions/access'

type SignatureRow = NonNullable<Awaited<ReturnType<typeof signatureOf>>>

const STATUS_NAMES = { draft: 'Borrador', sent: 'Enviado, espera la firma', signed: 'Firmado' } as const

function formDocument(form: FormRow, signature: SignatureRow | undefined): PdfDocumentSpec {
  const drawn: PdfBlock = signature
    ? {
        kind: 'image',
        png: signature.content_type === 'image/png' ? Buffer.from(signature.image_base64, 'base64') : null,
        ...(signature.content_type === 'image/svg+xml' ? { svg: Buffer.from(signature.image_base64, 'base64').toString('utf8') } : {}),
        caption: `Firma de ${signature.signer_name} (${signature.signer_relationship}), ${puertoRicoTime(signature.signed_at)}`,
      }
    : { kind: 'image', png: null, caption: 'Firma de la persona autorizada: pendiente', missing: 'Sin firmar' }
  return {
    title: form.type_name,
    blocks: [
      {
        kind: 'fields',
        rows: [
          ['Estudiante', studentName(form)],
          ['Referido', form.referral_number],
          ['Servicio', form.service_name],
          ['Proveedor', providerName(form)],
          ['Fecha', formatDate(form.form_date)],
          ['Estado', STATUS_NAMES[form.status]],
        ],
      },
      ...(form.details ? [{ kind: 'heading', text: 'Detalles' } as const, { kind: 'paragraph', text: form.details } as const] : []),
      { kind: 'heading', text: 'Declaración' },
      { kind: 'paragraph', text: form.statement },
      drawn,
    ],
  }
}

/**
 * "Certificado de firmas" of a service form, as the plans' (server/plan-pdfs/certificate.ts): the
 * signature with its signer, time in Puerto Rico, address and the SHA-256 of exactly the content it
 * covered, and whether the form as printed still has that content.
 */
function certificateDocument(form: FormRow, signature: SignatureRow | undefined, now: Date): PdfDocumentSpec {
  const intro: PdfBlock = {
    kind: 'paragraph',
    text:
      `Formulario ${form.uuid}. La firma guarda quién firmó, cuándo (hora de Puerto Rico), desde qué dirección y el ` +
      'resumen SHA-256 del contenido exacto que cubrió; un formulario firmado ya no se modifica.',
  }
  const matches = signature ? serviceFormContentHash(form) === signature.content_hash : false
  const table: PdfBlock = signature
    ? {
        kind: 'table',
        columns: [
          { header: 'Nº', width: 24 },
          { header: 'Firmante', width: 110 },
          { header: 'Relación', width: 90 },
          { header: 'Fecha y hora', width: 90 },
          { header: 'Dirección', width: 80 },
          { header: 'Estado' },
        ],
        rows: [
          ['1', `${signature.signer_name} (enlace)`, signature.signer_relationship, puertoRicoTime(signature.signed_at), signature.client_address, matches ? 'Vigente' : 'NO COINCIDE'],
          [{ text: `SHA-256 del contenido: ${signature.content_hash}`, colSpan: 6, mono: true }],
        ],
        rowHeight: 0,
      }
    : { kind: 'paragraph', text: 'El formulario no tiene firmas todavía.' }
  return {
    title: `Certificado de firmas: ${studentName(form)}`,
    blocks: [intro, table, { kind: 'paragraph', text: `Certificado generado el ${puertoRicoTime(now)}.` }],
  }
}

/**
 * GET /download-pdf/service-forms/{id}?document=complete|form|certificate (spec §7): the form
 * with its signature and the certificate page (default), or either alone. Visibility as the
 * form's (404 as a missing one); only a 200 carries a file.
 */
export function serviceFormPdfRoutes(deps: AppDeps) {
  const { db } = deps
  return new Hono<AppEnv>().get('/:id{[0-9]+}', access({ permission: 'referrals.read', customers: true, providers: 'supervised' }), async (c: Context<AppEnv>) => {
    const viewer = await loadOfficeViewer(db, c.var.auth)
    const id = pathId(c, 'id')
    const { document } = queryWith(c, ServiceFormPdfQuery)
    const form = await visibleServiceForm(db, viewer, id)
    const signature = await signatureOf(db, form.id)
    const now = deps.now()
    const documents: PdfDocumentSpec[] = []
    if (document !== 'certificate') documents.push(formDocument(form, signature))
    if (document !== 'form') documents.push(certificateDocument(form, signature, now))
    const company = await loadCompany(db)
    const bytes = await renderPdf({ companyName: company?.name ?? '', title: form.type_name, documents })
    return binaryAnswer(c, bytes, { type: 'pdf', filename: `formulario-${form.id}-${form.referral_number}.pdf` })
  })
}
