/**
 * The referral's printable forms (GET /referrals/{id}/label, …): for each, the path and the name
 * to save it under if the server gives none (for useDownload). The progress report has no
 * one-referral path in the spec, so it is its batch call with this referral alone.
 */
export const referralForms = (id: number, number: string) =>
  ({
    label: [`/referrals/${id}/label`, `rotulo-${number}.pdf`],
    progress: [`/referrals/progress-forms?referral_id=${id}`, `informe-de-progreso-${number}.pdf`],
    actionsLog: [`/referrals/${id}/actions-log-form`, `registro-de-acciones-${number}.pdf`],
    accessLog: [`/referrals/${id}/access-log-form`, `registro-de-acceso-${number}.pdf`],
    certification: [`/referrals/${id}/ongoing-service-certification`, `certificacion-de-servicio-${number}.pdf`],
  }) as const
