import * as v from 'valibot'
import { isIsoDate } from '../rules/dates'

/** A database id sent by the app: a positive integer. */
export const Id = v.pipe(v.number('required'), v.integer('invalid_id'), v.minValue(1, 'invalid_id'))

export const Uuid = v.pipe(v.string('required'), v.uuid('invalid_id'))

export const IsoDate = v.pipe(v.string('required'), v.check(isIsoDate, 'invalid_date'))
