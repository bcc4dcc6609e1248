import * as v from 'valibot'

/** A positive integer id given in a query string or a path segment. */
export const QueryId = v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'invalid_id'), v.transform(Number), v.minValue(1, 'invalid_id'))
