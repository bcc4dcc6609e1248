import type { FormField } from '../../src/domain/forms/fields'
import type { Transaction } from '../db/client'
import { formTemplates } from '../db/schema'

/**
 * The two form templates of the plans (spec §7 "Forms"): the form a discussion period attaches
 * when the family could not be reached, and the certification that goes with the plan's PDF.
 */
export const FORM_TEMPLATES: { code: string; name: string; description: string; fields: FormField[] }[] = [
  {
    code: 'unreachable',
    name: 'Formulario de no localización',
    description: 'Constancia de los intentos de comunicarse con la familia o el encargado cuando no fue posible localizarlos.',
    fields: [
      { key: 'contact_attempts', label: 'Intentos de contacto (fecha, medio y resultado de cada uno)', type: 'textarea', required: true },
      { key: 'last_attempt_date', label: 'Fecha del último intento', type: 'date', required: true },
      {
        key: 'last_contact_method',
        label: 'Medio del último intento',
        type: 'select',
        required: true,
        options: ['Teléfono', 'Correo electrónico', 'Carta', 'Visita a la escuela', 'Visita al hogar'],
      },
      { key: 'notes', label: 'Observaciones', type: 'textarea', required: false },
    ],
  },
  {
    code: 'certification',
    name: 'Certificación',
    description: 'Certificación de que el plan de intervención fue discutido y de que su información es correcta.',
    fields: [
      { key: 'certifier_name', label: 'Nombre de quien certifica', type: 'text', required: true },
      { key: 'certifier_role', label: 'Cargo o relación con el estudiante', type: 'text', required: true },
      { key: 'certification_date', label: 'Fecha de la certificación', type: 'date', required: true },
      { key: 'statement', label: 'Certifico que el plan fue discutido y que la información es correcta', type: 'checkbox', required: true },
      { key: 'notes', label: 'Observaciones', type: 'textarea', required: false },
    ],
  },
]

export async function seedFormTemplates(tx: Transaction) {
  await tx.insert(formTemplates).values(FORM_TEMPLATES)
}
