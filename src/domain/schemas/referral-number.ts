import * as v from 'valibot'

/** Referral number ####-##-###### (spec §3, §5): year, customer, sequence. */
export const REFERRAL_NUMBER_PATTERN = /^\d{4}-\d{2}-\d{6}$/

export const isReferralNumber = (value: string) => REFERRAL_NUMBER_PATTERN.test(value)

/** The referral number as typed in a form or sent to the server; surrounding spaces are dropped. */
export const ReferralNumber = v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'), v.regex(REFERRAL_NUMBER_PATTERN, 'invalid_referral_number'))
