import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { requestId } from 'hono/request-id'
import type { AppDeps, AppEnv } from './app-env'
import { ATTACHMENT_BODY_LIMITS } from './attachments/limits'
import { attachmentRoutes } from './attachments/routes'
import { requireAuth } from './auth/middleware'
import { authRoutes } from './auth/routes'
import { createAuthService } from './auth/service'
import { loadSigningSecret } from './auth/signing-secret'
import { createFileStorage } from './files/storage'
import { bodyLimits } from './http/body-limits'
import { HttpError, errorResponse } from './http/errors'
import { IMPORT_BODY_LIMITS, importRoutes } from './import/routes'
import { locationRoutes, providerLocationRoutes, providerSpecialtyLocationRoutes } from './locations/routes'
import { requireModule, requirePermission } from './permissions/middleware'
import { securityHeaders } from './http/security-headers'
import { uploadGate } from './http/upload-gate'
import { providerRoutes } from './providers/routes'
import { publicRoutes } from './public/routes'
import {
  customerRoutes,
  disciplineRoutes,
  districtRoutes,
  expenseCategoryRoutes,
  expenseTypeRoutes,
  serviceTimeSlotRoutes,
} from './reference/routes'
import { referralRoutes } from './referrals/routes'
import { serviceSessionRoutes } from './service-sessions/routes'
import { serviceRoutes } from './services/routes'
import { studentRoutes } from './students/routes'
import { loadSsnCipher } from './students/ssn'
import { providerSpecialtyRoutes, specialtyRoutes } from './specialties/routes'
import { userRoutes } from './users/routes'
import { brandingRoutes } from './web/branding'
import { staticRoutes } from './web/static'

/** Request bodies above this are refused with 413; routes that take files raise their own limit. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024

/** For answers given before a body was read: its unread bytes must not become the next request. */
const CLOSE = { Connection: 'close' }

/** Saves that carry files, read at once: one per person, three in all per process (upload-gate.ts). */
const LARGE_UPLOADS_AT_ONCE = { perUser: 1, total: 3 }

/** Builds the whole HTTP application. Tests call it in-process with a fresh database. */
export async function createApp(deps: AppDeps) {
  const secret = await loadSigningSecret(deps.db, deps.config)
  const auth = createAuthService(deps, secret)
  const authenticated = requireAuth(deps, auth, secret)
  const files = createFileStorage(deps.config)
  const ssn = await loadSsnCipher(deps.db, deps.config)

  const api = new Hono<AppEnv>({ strict: false })
    .use(
      '*',
      bodyLimits({
        defaultMaxSize: DEFAULT_BODY_LIMIT,
        rules: [...ATTACHMENT_BODY_LIMITS, ...IMPORT_BODY_LIMITS],
        onError: () => {
          // The rest of the body is never read, so the connection is closed after the answer: kept
          // open, its unread bytes would be taken for the client's next request on it.
          throw new HttpError(413, 'payload_too_large', 'La solicitud supera el tamaño permitido.', undefined, CLOSE)
        },
        onLengthRequired: () => {
          throw new HttpError(411, 'length_required', 'La solicitud debe declarar su tamaño (Content-Length).', undefined, CLOSE)
        },
      }),
    )
    .route('/public', publicRoutes(deps))
    .route('/auth', authRoutes(deps, auth, secret))
    .use('/users/*', authenticated)
    .route('/users', userRoutes())
    .use('/providers/*', authenticated)
    .route('/providers', providerRoutes(deps))
    .use('/provider-specialties/*', authenticated)
    .use('/provider-specialties/*', uploadGate({ largeOver: DEFAULT_BODY_LIMIT, ...LARGE_UPLOADS_AT_ONCE }))
    .route('/provider-specialties', providerSpecialtyRoutes(deps, files))
    .use('/specialties/*', authenticated)
    .route('/specialties', specialtyRoutes(deps))
    .route('/attachments', attachmentRoutes(deps, files, secret, authenticated))
    .use('/service-sessions/*', authenticated)
    .route('/service-sessions', serviceSessionRoutes(deps))
    .use('/referrals/*', authenticated)
    .route('/referrals', referralRoutes(deps))
    .use('/services/*', authenticated)
    .route('/services', serviceRoutes(deps))
    .use('/students/*', authenticated, requireModule(deps, 'referrals'), requirePermission('students.read', { providers: true }))
    .route('/students', studentRoutes(deps, ssn))
    .use('/customers/*', authenticated)
    .route('/customers', customerRoutes(deps))
    .use('/districts/*', authenticated)
    .route('/districts', districtRoutes(deps))
    .use('/disciplines/*', authenticated)
    .route('/disciplines', disciplineRoutes(deps))
    .use('/expense-types/*', authenticated)
    .route('/expense-types', expenseTypeRoutes(deps))
    .use('/expense-type/*', authenticated)
    .route('/expense-type', expenseCategoryRoutes(deps))
    .use('/service-time-slots/*', authenticated)
    .route('/service-time-slots', serviceTimeSlotRoutes(deps))
    .use('/import/*', authenticated, requireModule(deps, 'tasks'), requirePermission('import.run'))
    .use('/import/*', uploadGate({ largeOver: DEFAULT_BODY_LIMIT, ...LARGE_UPLOADS_AT_ONCE }))
    .route('/import', importRoutes(deps))
    .use('/locations/*', authenticated, requirePermission('locations.read', { providers: true }))
    .route('/locations', locationRoutes(deps))
    .use('/provider-locations/*', authenticated, requirePermission('providers.read', { providers: true }))
    .route('/provider-locations', providerLocationRoutes(deps))
    .use('/provider-specialty-locations/*', authenticated, requirePermission('providers.read', { providers: true }))
    .route('/provider-specialty-locations', providerSpecialtyLocationRoutes(deps))
    .all('*', () => {
      throw new HttpError(404, 'not_found', 'La ruta solicitada no existe.')
    })

  const app = new Hono<AppEnv>({ strict: false })
  app.onError(errorResponse)
  // Every answer names its request, and so does the log line of a failure, so the two can be matched.
  app.use('*', requestId())
  app.use('*', securityHeaders({ trustProxy: deps.config.trustProxy }))
  // API answers and index.html are compressed per request; built assets are precompressed.
  app.use('*', compress())
  app.route('/api', api)
  app.route('/', brandingRoutes(deps))
  app.route('/', staticRoutes(deps.config.staticDir))
  return app
}
