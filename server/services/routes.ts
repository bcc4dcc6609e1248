import { readerName } from '../i18n/reader-language'
import { asc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import type { NamedItem } from '../../src/domain/reference'
import { SERVICE_TYPE } from '../../src/domain/constants'
import type { DurationItem } from '../../src/domain/service-sessions/types'
import type { AppDeps, AppEnv } from '../app-env'
import { serviceDurations, services } from '../db/schema'
import { notFound } from '../http/errors'
import { pathId } from '../core/path-id'
import { localName, requestLanguage, varyByLanguage } from '../reference/language'
import { serviceCatalogueRoutes } from './catalogue'
import { access } from '../permissions/access'

/** Service types of spec §9; fixed, so a constant rather than a table. */
export const SERVICE_TYPES: NamedItem[] = [
  { id: SERVICE_TYPE.therapy, name: 'Terapia' },
  { id: SERVICE_TYPE.evaluation, name: 'Evaluación' },
]

/** How a service is given. Nothing stores a modality yet, so a constant list suffices. */
export const SERVICE_MODALITIES: NamedItem[] = [
  { id: 1, name: 'Presencial' },
  { id: 2, name: 'Telepráctica' },
]

/** Lookups of the session form: reference data every account reads. */
const REFERENCE = access({ signedIn: 'reference data' })

/** Service lookups the session form needs (spec §7 "Services"). */
export function serviceRoutes(deps: AppDeps) {
  const { db } = deps
  return new Hono<AppEnv>()
    .route('/', serviceCatalogueRoutes(deps))
    .get('/durations', REFERENCE, varyByLanguage, async (c) => {
      const rows: DurationItem[] = await db
        .select({ id: serviceDurations.id, name: localName(serviceDurations, requestLanguage(c)), minutes: serviceDurations.minutes })
        .from(serviceDurations)
        .orderBy(asc(serviceDurations.minutes))
      return c.json(rows)
    })
    .get('/types', REFERENCE, (c) => c.json(SERVICE_TYPES))
    .get('/modalities', REFERENCE, (c) => c.json(SERVICE_MODALITIES))
    .get('/:id{[0-9]+}', REFERENCE, async (c) => {
      const id = pathId(c, 'id')
      const [service] = await db
        .select({ id: services.id, name: readerName(services), type_id: services.type_id, discipline_id: services.discipline_id, code: services.code })
        .from(services)
        .where(eq(services.id, id))
      if (!service) throw notFound('El servicio no existe.')
      return c.json(service)
    })
}
