import { asc } from 'drizzle-orm'
import { Hono } from 'hono'
import { companyToday } from '../../src/domain/rules/company-time'
import {
  providerSpecialtyCreateInput,
  providerSpecialtyPatchInput,
  ProviderSpecialtiesQuery,
} from '../../src/domain/specialties/schemas'
import type { AppDeps, AppEnv } from '../app-env'
import { licenseTypes, specialties, specialtyFeatures } from '../db/schema'
import type { FileStorage } from '../files/storage'
import { callerOf, isStaff } from '../http/caller'
import { forbidden, notFound } from '../http/errors'
import { pathId } from '../core/path-id'
import { jsonBody, queryWith } from '../http/validate'
import { localName, requestLanguage, varyByLanguage } from '../reference/language'
import {
  assertCanRead,
  createProviderSpecialty,
  deleteProviderSpecialty,
  getProviderSpecialty,
  listProviderSpecialties,
  ofProvider,
  updateProviderSpecialty,
} from './service'
import { access } from '../permissions/access'

/** Reference lists every signed-in account reads (forms and filters). */
const REFERENCE = access({ signedIn: 'reference data' })

/** GET /specialties, /specialties/license-types, /specialties/features (spec §7 Reference data). */
export function specialtyRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .use(varyByLanguage)
    .get('/', REFERENCE, async (c) =>
      c.json(
        await db
          .select({ id: specialties.id, name: localName(specialties, requestLanguage(c)), discipline_id: specialties.discipline_id })
          .from(specialties)
          .orderBy(asc(specialties.name)),
      ),
    )
    .get('/license-types', REFERENCE, async (c) =>
      c.json(await db.select({ id: licenseTypes.id, name: localName(licenseTypes, requestLanguage(c)) }).from(licenseTypes).orderBy(asc(licenseTypes.sort_index))),
    )
    .get('/features', REFERENCE, async (c) =>
      c.json(
        await db
          .select({ id: specialtyFeatures.id, name: localName(specialtyFeatures, requestLanguage(c)) })
          .from(specialtyFeatures)
          .orderBy(asc(specialtyFeatures.sort_index)),
      ),
    )
}

/** /provider-specialties (spec §7 Provider specialties). */
export function providerSpecialtyRoutes(deps: AppDeps, files: FileStorage) {
  const service = { db: deps.db, now: deps.now, files }
  const today = () => companyToday(deps.now())
  return new Hono<AppEnv>()
    .use(varyByLanguage)
    .get('/', access({ permission: 'providers.read', providers: 'own' }), async (c) => {
      const caller = callerOf(c)
      const { provider_id } = queryWith(c, ProviderSpecialtiesQuery)
      if (!isStaff(caller) && provider_id !== undefined && provider_id !== caller.providerId) {
        throw forbidden('Solo puede ver sus propias especialidades.')
      }
      const providerId = isStaff(caller) ? provider_id : caller.providerId!
      return c.json(await listProviderSpecialties(deps.db, providerId === undefined ? undefined : ofProvider(providerId), requestLanguage(c)))
    })
    .post('/', access({ permission: 'providers.write' }), async (c) => {
      const input = await jsonBody(c, providerSpecialtyCreateInput(today()))
      return c.json(await createProviderSpecialty(service, callerOf(c), input), 201)
    })
    .get('/:id', access({ permission: 'providers.read', providers: 'own' }), async (c) => {
      const specialty = await getProviderSpecialty(deps.db, pathId(c, 'id'), requestLanguage(c))
      if (!specialty) throw notFound('No se encontró la especialidad.')
      assertCanRead(callerOf(c), specialty)
      return c.json(specialty)
    })
    .patch('/:id', access({ permission: 'providers.write', providers: 'own' }), async (c) => {
      const id = pathId(c, 'id')
      const patch = await jsonBody(c, providerSpecialtyPatchInput(today()))
      return c.json(await updateProviderSpecialty(service, callerOf(c), id, patch))
    })
    .delete('/:id', access({ permission: 'providers.write' }), async (c) => {
      await deleteProviderSpecialty(service, callerOf(c), pathId(c, 'id'))
      return c.body(null, 204)
    })
}
