import path from 'node:path'
import { buildApp, buildIsStale, REPO_ROOT } from './build'
import { readConfig } from './config'

/**
 * `npm start`: builds the app when the build is missing or older than its sources, then starts
 * the server. A fresh clone therefore needs only `npm install && npm start`.
 */
const config = readConfig()
if (config.staticDir === path.join(REPO_ROOT, 'dist') && buildIsStale(config.staticDir)) {
  console.log('Compilando la aplicación (vite build)…')
  buildApp(config.staticDir)
}

// Imported only now, so a build failure stops before the database is opened.
const { closeOnSignals, startServer } = await import('./index')
closeOnSignals(await startServer(config))
