import type { PdfBlock, PdfDocumentSpec } from '../documents/pdf'
import { words } from '../i18n/reader-language'
import type { SignatureRow } from '../plans/tree'
import { planPeriodName, puertoRicoTime, roleName, voidReason } from './format'
import type { PlanPdfData } from './plan-data'

/**
 * "Certificado de firmas", the last page of every plan's file (issue 13 "Signatures that mean
 * something"): every signature ever given on the plan, voided ones included and marked, each
 * with its signer (name, or the authorized person's initials), role, what it covers, the time
 * in Puerto Rico, the client address and the SHA-256 of exactly the content it covered
 * (server/plans/content.ts), so a printed plan can be checked against the system's records.
 * In the reader's language (server/i18n/reader-language.ts).
 */

function covered(data: PlanPdfData, signature: SignatureRow): string {
  const { tree } = data
  const discussion = tree.discussions.find((row) => row.id === signature.discussion_id)
  const period = planPeriodName(tree.periods.find((row) => row.id === discussion?.period_id))
  if (signature.covers === 'discussion') {
    return signature.role === 'authorized' ? `${words('Aceptación de logros', 'Acceptance of achievements')}, ${period}` : `${words('Discusión', 'Discussion')}, ${period}`
  }
  const achievement = tree.achievements.find((row) => row.id === signature.achievement_id)
  const objective = achievement && tree.objectives.find((row) => row.id === achievement.objective_id)
  if (!objective) return `${words('Logro eliminado', 'Deleted achievement')}, ${period}`
  const goalIndex = tree.goals.findIndex((row) => row.id === objective.goal_id)
  const objectiveIndex = tree.objectives.filter((row) => row.goal_id === objective.goal_id).findIndex((row) => row.id === objective.id)
  return `${words('Logro del objetivo', 'Achievement of objective')} ${goalIndex + 1}.${objectiveIndex + 1}, ${period}`
}

function signer(data: PlanPdfData, signature: SignatureRow): string {
  if (signature.user_id !== null) return data.names.get(signature.user_id) ?? `${words('Usuario', 'User')} ${signature.user_id}`
  return `${words('Iniciales', 'Initials')} ${signature.initials ?? ''} (${words('enlace', 'link')})`
}

function standing(signature: SignatureRow): string {
  if (!signature.voided_at) return words('Vigente', 'Valid')
  const reason = signature.voided_reason ? voidReason(signature.voided_reason) : ''
  return `${words('ANULADA el', 'VOIDED on')} ${puertoRicoTime(signature.voided_at)}${reason ? ` (${reason})` : ''}`
}

export function signatureCertificate(data: PlanPdfData, now: Date): PdfDocumentSpec {
  const { signatures } = data.tree
  const intro: PdfBlock = {
    kind: 'paragraph',
    text: words(
      `Plan ${data.plan.uuid}. Cada firma guarda quién firmó, cuándo (hora de Puerto Rico), desde qué dirección y el ` +
        'resumen SHA-256 del contenido exacto que cubrió. Si ese contenido cambia después de firmar, la firma se anula: ' +
        'queda en este registro marcada como ANULADA y debe recogerse de nuevo.',
      `Plan ${data.plan.uuid}. Each signature keeps who signed, when (Puerto Rico time), from which address and the ` +
        'SHA-256 digest of the exact content it covered. If that content changes after signing, the signature is voided: ' +
        'it stays in this record marked as VOIDED and must be collected again.',
    ),
  }
  const table: PdfBlock =
    signatures.length === 0
      ? { kind: 'paragraph', text: words('El plan no tiene firmas todavía.', 'The plan has no signatures yet.') }
      : {
          kind: 'table',
          columns: [
            { header: words('Nº', 'No.'), width: 24 },
            { header: words('Firmante', 'Signer'), width: 95 },
            { header: words('Función y alcance', 'Role and scope'), width: 110 },
            { header: words('Fecha y hora', 'Date and time'), width: 80 },
            { header: words('Dirección', 'Address'), width: 80 },
            { header: words('Estado', 'Status') },
          ],
          // Two rows per signature: its facts, then its content hash across the whole width.
          rows: signatures.flatMap((signature, index) => [
            [
              String(index + 1),
              signer(data, signature),
              `${roleName(signature.role)}: ${covered(data, signature)}`,
              puertoRicoTime(signature.signed_at),
              signature.client_address,
              standing(signature),
            ],
            [{ text: `${words('SHA-256 del contenido', 'Content SHA-256')}: ${signature.content_hash}`, colSpan: 6, mono: true }],
          ]),
          rowHeight: 0,
        }
  return {
    title: `${words('Certificado de firmas', 'Signature certificate')}: ${data.header.student_name}`,
    blocks: [intro, table, { kind: 'paragraph', text: `${words('Certificado generado el', 'Certificate generated on')} ${puertoRicoTime(now)}.` }],
  }
}
