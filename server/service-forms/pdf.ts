import { Hono, type Context } from 'hono'
import { ServiceFormPdfQuery } from '../../src/domain/service-forms/schemas'
import { formatDate } from '../../src/domain/formats/dates'
import type { AppDeps, AppEnv } from '../app-env'
import { renderPdf, type PdfBlock, type PdfDocumentSpec } from '../documents/pdf'
import { binaryAnswer } from '../http/binary'
import { pathId } from '../core/path-id'
import { queryWith } from '../http/validate'
import { words } from '../i18n/reader-language'
import { puertoRicoTime } from '../plan-pdfs/format'
import { loadOfficeViewer } from '../permissions/viewer'
import { loadCompany } from '../public/company'
import { providerName, serviceFormContentHash, signatureOf, studentName, visibleServiceForm, type FormRow } from './service'
import { access } from '../permissions/access'

type SignatureRow = NonNullable<Awaited<ReturnType<typeof signatureOf>>>

/** A form's status in words, in the reader's language (server/i18n/reader-language.ts). */
function statusName(status: FormRow['status']): string {
  if (status === 'draft') return words('Borrador', 'Draft')
  if (status === 'sent') return words('Enviado, espera la firma', 'Sent, awaiting signature')
  return words('Firmado', 'Signed')
}

function formDocument(form: FormRow, signature: SignatureRow | undefined): PdfDocumentSpec {
  const drawn: PdfBlock = signature
    ? {
        kind: 'image',
        png: signature.content_type === 'image/png' ? Buffer.from(signature.image_base64, 'base64') : null,
        ...(signature.content_type === 'image/svg+xml' ? { svg: Buffer.from(signature.image_base64, 'base64').toString('utf8') } : {}),
        caption: `${words('Firma de', 'Signature of')} ${signature.signer_name} (${signature.signer_relationship}), ${puertoRicoTime(signature.signed_at)}`,
      }
    : { kind: 'image', png: null, caption: words('Firma de la persona autorizada: pendiente', "Authorized person's signature: pending"), missing: words('Sin firmar', 'Not signed') }
  return {
    title: form.type_name,
    blocks: [
      {
        kind: 'fields',
        rows: [
          [words('Estudiante', 'Student'), studentName(form)],
          [words('Referido', 'Referral'), form.referral_number],
          [words('Servicio', 'Service'), form.service_name],
          [words('Proveedor', 'Provider'), providerName(form)],
          [words('Fecha', 'Date'), formatDate(form.form_date)],
          [words('Estado', 'Status'), statusName(form.status)],
        ],
      },
      ...(form.details ? [{ kind: 'heading', text: words('Detalles', 'Details') } as const, { kind: 'paragraph', text: form.details } as const] : []),
      { kind: 'heading', text: words('Declaración', 'Statement') },
      { kind: 'paragraph', text: form.statement },
      drawn,
    ],
  }
}

/**
 * "Certificado de firmas" of a service form, as the plans' (server/plan-pdfs/certificate.ts): the
 * signature with its signer, time in Puerto Rico, address and the SHA-256 of exactly the content it
 * covered, and whether the form as printed still has that content. In the reader's language; the
 * statement the guest signed is printed as it was signed.
 */
function certificateDocument(form: FormRow, signature: SignatureRow | undefined, now: Date): PdfDocumentSpec {
  const intro: PdfBlock = {
    kind: 'paragraph',
    text: words(
      `Formulario ${form.uuid}. La firma guarda quién firmó, cuándo (hora de Puerto Rico), desde qué dirección y el ` +
        'resumen SHA-256 del contenido exacto que cubrió; un formulario firmado ya no se modifica.',
      `Form ${form.uuid}. The signature keeps who signed, when (Puerto Rico time), from which address and the ` +
        'SHA-256 digest of the exact content it covered; a signed form is no longer changed.',
    ),
  }
  const matches = signature ? serviceFormContentHash(form) === signature.content_hash : false
  const table: PdfBlock = signature
    ? {
        kind: 'table',
        columns: [
          { header: words('Nº', 'No.'), width: 24 },
          { header: words('Firmante', 'Signer'), width: 110 },
          { header: words('Relación', 'Relationship'), width: 90 },
          { header: words('Fecha y hora', 'Date and time'), width: 90 },
          { header: words('Dirección', 'Address'), width: 80 },
          { header: words('Estado', 'Status') },
        ],
        rows: [
          [
            '1',
            `${signature.signer_name} (${words('enlace', 'link')})`,
            signature.signer_relationship,
            puertoRicoTime(signature.signed_at),
            signature.client_address,
            matches ? words('Vigente', 'Valid') : words('NO COINCIDE', 'DOES NOT MATCH'),
          ],
          [{ text: `${words('SHA-256 del contenido', 'Content SHA-256')}: ${signature.content_hash}`, colSpan: 6, mono: true }],
        ],
        rowHeight: 0,
      }
    : { kind: 'paragraph', text: words('El formulario no tiene firmas todavía.', 'The form has no signatures yet.') }
  return {
    title: `${words('Certificado de firmas', 'Signature certificate')}: ${studentName(form)}`,
    blocks: [intro, table, { kind: 'paragraph', text: `${words('Certificado generado el', 'Certificate generated on')} ${puertoRicoTime(now)}.` }],
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
    return binaryAnswer(c, bytes, { type: 'pdf', filename: `${words('formulario', 'form')}-${form.id}-${form.referral_number}.pdf` })
  })
}
