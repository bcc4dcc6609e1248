/** Where the period page's summary links land: the review section and its findings table. */
export const REVIEW_ANCHOR = 'revision'
export const FINDINGS_ANCHOR = 'hallazgos'
