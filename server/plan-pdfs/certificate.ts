import type { PdfBlock, PdfDocumentSpec } from '../documents/pdf'
import type { SignatureRow } from '../plans/tree'
import { puertoRicoTime, ROLE_NAMES, VOID_REASONS } from './format'
import type { PlanPdfData } from './plan-data'

/**
 * "Certificado de firmas", the last page of every plan's file (issue 13 "Signatures that mean
 * something"): every signature ever given on the plan, voided ones included and marked, each
 * with its signer (name, or the authorized person's initials), role, what it covers, the time
 * in Puerto Rico, the client address and the SHA-256 of exactly the content it covered
 * (server/plans/content.ts), so a printed plan can be checked against the system's records.
 */

function covered(data: PlanPdfData, signature: SignatureRow): string {
  const { tree } = data
  const discussion = tree.discussions.find((row) => row.id === signature.discussion_id)
  const period = tree.periods.find((row) => row.id === discussion?.period_id)?.name ?? ''
  if (signature.covers === 'discussion') {
    return signature.role === 'authorized' ? `Aceptación de logros, ${period}` : `Discusión, ${period}`
  }
  const achievement = tree.achievements.find((row) => row.id === signature.achievement_id)
  const objective = achievement && tree.objectives.find((row) => row.id === achievement.objective_id)
  if (!objective) return `Logro eliminado, ${period}`
  const goalIndex = tree.goals.findIndex((row) => row.id === objective.goal_id)
  const objectiveIndex = tree.objectives.filter((row) => row.goal_id === objective.goal_id).findIndex((row) => row.id === objective.id)
  return `Logro del objetivo ${goalIndex + 1}.${objectiveIndex + 1}, ${period}`
}

function signer(data: PlanPdfData, signature: SignatureRow): string {
  if (signature.user_id !== null) return data.names.get(signature.user_id) ?? `Usuario ${signature.user_id}`
  return `Iniciales ${signature.initials ?? ''} (enlace)`
}

function standing(signature: SignatureRow): string {
  if (!signature.voided_at) return 'Vigente'
  const reason = signature.voided_reason ? (VOID_REASONS[signature.voided_reason] ?? signature.voided_reason) : ''
  return `ANULADA el ${puertoRicoTime(signature.voided_at)}${reason ? ` (${reason})` : ''}`
}

export function signatureCertificate(data: PlanPdfData, now: Date): PdfDocumentSpec {
  const { signatures } = data.tree
  const intro: PdfBlock = {
    kind: 'paragraph',
    text:
      `Plan ${data.plan.uuid}. Cada firma guarda quién firmó, cuándo (hora de Puerto Rico), desde qué dirección y el ` +
      'resumen SHA-256 del contenido exacto que cubrió. Si ese contenido cambia después de firmar, la firma se anula: ' +
      'queda en este registro marcada como ANULADA y debe recogerse de nuevo.',
  }
  const table: PdfBlock =
    signatures.length === 0
      ? { kind: 'paragraph', text: 'El plan no tiene firmas todavía.' }
      : {
          kind: 'table',
          columns: [
            { header: 'Nº', width: 24 },
            { header: 'Firmante', width: 95 },
            { header: 'Función y alcance', width: 110 },
            { header: 'Fecha y hora', width: 80 },
            { header: 'Dirección', width: 80 },
            { header: 'Estado' },
          ],
          // Two rows per signature: its facts, then its content hash across the whole width.
          rows: signatures.flatMap((signature, index) => [
            [
              String(index + 1),
              signer(data, signature),
              `${ROLE_NAMES[signature.role]}: ${covered(data, signature)}`,
              puertoRicoTime(signature.signed_at),
              signature.client_address,
              standing(signature),
            ],
            [{ text: `SHA-256 del contenido: ${signature.content_hash}`, colSpan: 6, mono: true }],
          ]),
          rowHeight: 0,
        }
  return {
    title: `Certificado de firmas: ${data.header.student_name}`,
    blocks: [intro, table, { kind: 'paragraph', text: `Certificado generado el ${puertoRicoTime(now)}.` }],
  }
}
