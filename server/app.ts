import { readerLanguageFromRequest } from './i18n/reader-language'
import { Hono, type MiddlewareHandler } from 'hono'
import { requestId } from 'hono/request-id'
import type { AppDeps, AppEnv } from './app-env'
import { ATTACHMENT_BODY_LIMITS } from './attachments/limits'
import { aiRoutes } from './ai/routes'
import { attachmentRoutes } from './attachments/routes'
import { requireAuth } from './auth/middleware'
import { authRoutes } from './auth/routes'
import { createAuthService } from './auth/service'
import { loadSigningSecret } from './auth/signing-secret'
import { createFileStorage } from './files/create-storage'
import { bodyLimits } from './http/body-limits'
import { noStoreByDefault } from './http/cache-control'
import { compressAnswers } from './http/compress'
import { formRoutes } from './forms/routes'
import { evaluationRoutes } from './evaluations/routes'
import { serviceFormRoutes } from './service-forms/routes'
import { guestServiceFormRoutes } from './service-forms/public-routes'
import { HttpError, errorResponse } from './http/errors'
import { IMPORT_BODY_LIMITS, importRoutes } from './import/routes'
import { locationRoutes, providerLocationRoutes, providerSpecialtyLocationRoutes } from './locations/routes'
import { declaredRoutes } from './permissions/access'
import { requireModule } from './permissions/middleware'
import { securityHeaders } from './http/security-headers'
import { uploadGate } from './http/upload-gate'
import { guestPlanRoutes } from './plans/public-routes'
import { planRoutes } from './plans/routes'
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
import { referralAppointmentRoutes, referralRoutes } from './referrals/routes'
import { compensatoryRoutes } from './compensatory/routes'
import { serviceSessionRoutes } from './service-sessions/routes'
import { serviceVisitRoutes } from './service-visits/routes'
import { VISIT_IMPORT_BODY_LIMITS } from './service-visits/import-routes'
import { downloadPdfRoutes } from './download-pdf/routes'
import { downloadXlsxRoutes } from './download-xlsx/routes'
import { mcgRoutes } from './mcg/routes'
import { scrubberRoutes, supportRoutes } from './scrubber/routes'
import { serviceRoutes } from './services/routes'
import { studentRoutes } from './students/routes'
import { loadSsnCipher } from './students/ssn'
import { providerSpecialtyRoutes, specialtyRoutes } from './specialties/routes'
import { pushRoutes } from './sync/push'
import { userRoutes } from './users/routes'
import { userSignatureRoutes } from './user-signatures/routes'
import { deviceRoutes } from './devices/routes'
import { VISIT_LOG_BODY_LIMITS, visitLogRoutes } from './visit-logs/routes'
import { contractRoutes } from './contracts/routes'
import { billRoutes } from './provider-bills/routes'
import { financeReportRoutes } from './finance-reports/routes'
import { paymentBatchRoutes } from './payment-batches/routes'
import { legacyPaymentRoutes, providerPaymentRoutes } from './provider-payments/routes'
import { brandingRoutes } from './web/branding'
import { staticRoutes } from './web/static'
import { loadCompany } from './public/company'
import { loadBankCipher } from './finance/bank-cipher'
import { bankAccountRoutes, purchasableItemRoutes, rateTemplateRoutes } from './finance/routes'
import { downloadFileRoutes, downloadRoutes } from './downloads/routes'
import { downloadsBodyLimits } from './downloads/limits'
import { boilerplateRoutes } from './boilerplate/routes'
import { reportRunRoutes } from './report-runs/routes'
import { userTaskRoutes } from './user-tasks/routes'
import { opsRoutes } from './ops/routes'
import { requestLog } from './ops/request-log'

/** Request bodies above this are refused with 413; routes that take files raise their own limit. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024

/** For answers given before a body was read: its unread bytes must not become the next request. */
const CLOSE = { Connection: 'close' }

/** Saves that carry files, read at once: one per person, three in all per process (upload-gate.ts). */
const LARGE_UPLOADS_AT_ONCE = { perUser: 1, total: 3 }

/** Refuses a table where one path is mounted twice or inside another (whose guards it would take on). */
function assertSeparateAreas(paths: readonly string[]) {
  for (const path of paths) {
    const clash = paths.find((other) => other !== path && `${path}/`.startsWith(`${other}/`))
    if (clash || paths.indexOf(path) !== paths.lastIndexOf(path)) throw new Error(`Area ${path} is mounted twice or inside ${clash ?? path}: mount it once, in its own folder.`)
  }
}

/** Builds the whole HTTP application. Tests call it in-process with a fresh database. */
export async function createApp(deps: AppDeps) {
  const secret = await loadSigningSecret(deps.db, deps.config)
  const auth = createAuthService(deps, secret)
  const authenticated = requireAuth(deps, auth, secret)
  const files = createFileStorage(deps.config)
  const ssn = await loadSsnCipher(deps.db, deps.config)
  const bankCipher = await loadBankCipher(deps.db, deps.config)

  const reference = publicRoutes(deps)
  const api = new Hono<AppEnv>({ strict: false })
    .use(
      '*',
      bodyLimits({
        defaultMaxSize: DEFAULT_BODY_LIMIT,
        rules: [...ATTACHMENT_BODY_LIMITS, ...IMPORT_BODY_LIMITS, ...VISIT_IMPORT_BODY_LIMITS, ...VISIT_LOG_BODY_LIMITS, ...downloadsBodyLimits(deps.config)],
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
    .route('/', opsRoutes(deps))
    .route('/public', reference)
    .route('/public/intervention-plans', guestPlanRoutes(deps))
    .route('/public/service-forms', guestServiceFormRoutes(deps))
    .route('/auth', authRoutes(deps, auth, secret))
    .route('/attachments', attachmentRoutes(deps, files, secret, authenticated))
    // A file-url link carries its own signed proof (no bearer token): registered before the
    // signed-in area below, whose routes it therefore never reaches.
    .route('/downloads/file', downloadFileRoutes(deps, files, secret))

  // Every other area: its path, its routes, and what a request must pass before them (signed in,
  // then the company module). Who may call each route is declared on the route itself (access()).
  // Each path is mounted once and none lies inside another, so the order of this table never
  // decides which routes answer: a URL's line here names the one folder that serves it.
  const uploads = uploadGate({ largeOver: DEFAULT_BODY_LIMIT, ...LARGE_UPLOADS_AT_ONCE })
  const areas: [path: string, routes: Hono<AppEnv>, ...guards: MiddlewareHandler<AppEnv>[]][] = [
    ['/users', userRoutes(deps, auth)],
    ['/user-signatures', userSignatureRoutes(deps)],
    ['/forms', formRoutes(deps), requireModule(deps, 'intervention-plans')],
    // Module and permission are per route here: GET /ai/status answers {available} to everyone signed in.
    ['/ai', aiRoutes(deps)],
    ['/providers', providerRoutes(deps)],
    ['/provider-specialties', providerSpecialtyRoutes(deps, files), uploads],
    ['/specialties', specialtyRoutes(deps)],
    // The sessions, and billing's data entry and reports on them (module billing inside).
    ['/service-sessions', serviceSessionRoutes(deps)],
    ['/mcg', mcgRoutes(deps), requireModule(deps, 'billing')],
    // Billing periods, their visits, audit and imports (uploads counted by the imports' own gate).
    ['/service-visits', serviceVisitRoutes(deps, uploads), requireModule(deps, 'billing')],
    ['/scrubber', scrubberRoutes(deps), requireModule(deps, 'billing')],
    ['/support', supportRoutes(deps), requireModule(deps, 'billing')],
    ['/devices', deviceRoutes(deps)],
    ['/sync', pushRoutes(deps)],
    ['/referrals', referralRoutes(deps)],
    ['/referral-appointments', referralAppointmentRoutes(deps)],
    ['/compensatory-services-requests', compensatoryRoutes(deps), requireModule(deps, 'referrals')],
    ['/services', serviceRoutes(deps)],
    ['/intervention-plans', planRoutes(deps), requireModule(deps, 'intervention-plans')],
    // Documents and workbooks: each family inside brings the module it belongs to.
    ['/download-pdf', downloadPdfRoutes(deps)],
    ['/download-xlsx', downloadXlsxRoutes(deps)],
    ['/evaluations', evaluationRoutes(deps), requireModule(deps, 'evaluations')],
    ['/service-forms', serviceFormRoutes(deps), requireModule(deps, 'referrals')],
    ['/students', studentRoutes(deps, ssn), requireModule(deps, 'referrals')],
    ['/customers', customerRoutes(deps)],
    ['/districts', districtRoutes(deps)],
    ['/disciplines', disciplineRoutes(deps)],
    ['/expense-types', expenseTypeRoutes(deps)],
    ['/expense-type', expenseCategoryRoutes(deps)],
    ['/service-time-slots', serviceTimeSlotRoutes(deps)],
    ['/import', importRoutes(deps), requireModule(deps, 'tasks'), uploads],
    ['/locations', locationRoutes(deps)],
    ['/provider-locations', providerLocationRoutes(deps)],
    ['/provider-specialty-locations', providerSpecialtyLocationRoutes(deps)],
    // Finance foundation (issue 15); each checks the finance module and finance.manage itself.
    // Service rates live under /providers (providers/routes.ts mounts them).
    ['/provider-service-rate-templates', rateTemplateRoutes(deps)],
    ['/purchasable-items', purchasableItemRoutes(deps)],
    // Staff only; writes need downloads.manage (downloads/routes.ts). Uploads are streamed, so the gate counts them.
    ['/downloads', downloadRoutes(deps, files, secret), requireModule(deps, 'downloads'), uploads],
    ['/provider-bank-accounts', bankAccountRoutes(deps, bankCipher)],
    // Staff only; writes need boilerplate.manage held globally (boilerplate/routes.ts).
    ['/boilerplate', boilerplateRoutes(deps)],
    // The forms waiting for a signature (plans' module and rules) and the /tasks hub's counts.
    ['/user-tasks', userTaskRoutes(deps)],
    // Staff only; each report checks its own module and permission (report-runs/routes.ts).
    ['/report-runs', reportRunRoutes(deps, files)],
    ['/provider-contracts', contractRoutes(deps, files), requireModule(deps, 'finance'), uploads],
    ['/provider-bills', billRoutes(deps), requireModule(deps, 'finance')],
    // Payment batches are finance staff's; payments, stubs and legacy payments also a provider's own.
    ['/provider-payment-batches', paymentBatchRoutes(deps, bankCipher), requireModule(deps, 'finance')],
    ['/provider-payments', providerPaymentRoutes(deps), requireModule(deps, 'finance')],
    ['/finance-reports', financeReportRoutes(deps), requireModule(deps, 'finance')],
    ['/legacy/provider-payments', legacyPaymentRoutes(deps), requireModule(deps, 'finance')],
    [
      '/provider-location-visit-logs',
      visitLogRoutes(deps, files),
      requireModule(deps, 'billing'),
      uploads,
    ],
  ]
  assertSeparateAreas(areas.map(([path]) => path))
  for (const [path, routes, ...guards] of areas) api.use(`${path}/*`, authenticated, ...guards).route(path, routes)
  api
    .all('*', () => {
      throw new HttpError(404, 'not_found', 'La ruta solicitada no existe.')
    })

  const app = new Hono<AppEnv>({ strict: false })
  app.onError(errorResponse)
  // Every answer names its request, and so does the log line of a failure, so the two can be matched.
  app.use('*', requestId())
  // One log line and one metric per API request (ops/request-log.ts).
  app.use('/api/*', requestLog(deps.db))
  app.use('*', securityHeaders({ trustProxy: deps.config.trustedProxyHops > 0 }))
  // Statuses, months, reference names, PDFs and workbooks in the reader's language (server/i18n/reader-language.ts).
  app.use('/api/*', readerLanguageFromRequest)
  app.use('/api/*', noStoreByDefault({ referenceBase: '/api/public', referenceRoutes: reference }))
  // API answers and index.html are compressed per request; built assets are precompressed.
  app.use('*', compressAnswers())
  app.route('/api', api)
  // A route nobody declared access for would be open to every signed-in account: refuse to start.
  const { problems } = declaredRoutes(app)
  if (problems.length > 0) throw new Error(`Routes without a valid access declaration (server/permissions/access.ts):\n${problems.join('\n')}`)
  app.route('/', brandingRoutes(deps))
  app.route(
    '/',
    staticRoutes(deps.config.staticDir, async () => {
      const company = await loadCompany(deps.db)
      return company ? { name: company.name, short_name: company.short_name, primary_color: company.colors.primary } : null
    }),
  )
  return app
}
