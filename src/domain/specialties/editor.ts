/**
 * The specialty editor's rules (spec §4, §5), apart from the screen so each can be tested at
 * its edges: which fields are read-only in which mode, when the record is complete, when save
 * and delete are offered, and whether a save is an add or an update.
 */

export interface SpecialtyEditorModes {
  /** No id yet: the editor adds a specialty. */
  isNew: boolean
  /** Nothing may change (e.g. a person who may only look). */
  readOnly: boolean
  /** The company's compatibility_mode flag: licences are kept in another system. */
  compatibilityMode: boolean
  /** A provider editing their own specialty (their profile). */
  providerMode: boolean
  /** The provider's yearly confirmation (the dialog after sign-in). */
  confirmationMode: boolean
}

export interface SpecialtyFieldAccess {
  /** The specialty itself: chosen once, when the record is added. */
  specialtyReadOnly: boolean
  /** Licence type, number and expiry, and the telehealth licence number and expiry. */
  licenseReadOnly: boolean
  /** Start year, insurance expiry, features and attachments. */
  detailsReadOnly: boolean
}

export function specialtyFieldAccess(modes: SpecialtyEditorModes): SpecialtyFieldAccess {
  return {
    specialtyReadOnly: !modes.isNew || modes.readOnly,
    licenseReadOnly: modes.compatibilityMode || modes.readOnly || modes.providerMode || modes.confirmationMode,
    detailsReadOnly: modes.readOnly,
  }
}

/** The fields completeness looks at, as the form holds them (empty is null, '' or undefined). */
export interface SpecialtyCompletenessValues {
  specialty_id?: number | null
  license_type_id?: number | null
  license_number?: string | null
  license_expiration?: string | null
  start_year?: number | null
}

const isSet = (value: unknown) => (typeof value === 'string' ? value.trim() !== '' : value !== null && value !== undefined)

/**
 * Complete when specialty, licence type, licence number and licence expiration are set; in
 * confirmation mode the start year too. An incomplete record cannot be saved.
 */
export function isSpecialtyComplete(values: SpecialtyCompletenessValues, confirmationMode: boolean): boolean {
  const required: Array<keyof SpecialtyCompletenessValues> = ['specialty_id', 'license_type_id', 'license_number', 'license_expiration']
  if (confirmationMode) required.push('start_year')
  return required.every((field) => isSet(values[field]))
}

/**
 * Save is offered when the record is complete and not read-only; outside confirmation mode it
 * also needs a change (confirming an unchanged record is the point of confirmation mode).
 */
export function canSaveSpecialty(state: { complete: boolean; dirty: boolean; readOnly: boolean; confirmationMode: boolean }): boolean {
  if (!state.complete || state.readOnly) return false
  return state.confirmationMode || state.dirty
}

/** Delete is offered only when the caller allows it, for a saved record that may change. */
export function canOfferDelete(state: { allowDelete: boolean; isNew: boolean; readOnly: boolean; confirmationMode: boolean }): boolean {
  return state.allowDelete && !state.isNew && !state.readOnly && !state.confirmationMode
}

/** The editor saves as add (no id: POST) or update (with id: PATCH). */
export function specialtySaveRequest<TBody>(id: number | null | undefined, body: TBody): { method: 'POST' | 'PATCH'; path: string; body: TBody } {
  return id ? { method: 'PATCH', path: `/provider-specialties/${id}`, body } : { method: 'POST', path: '/provider-specialties', body }
}
