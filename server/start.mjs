// `npm start`: builds the server when dist-server/ is missing or older than its sources
// (build-server.mjs), then runs it; the built server builds the app the same way
// (server/start.ts). A fresh clone therefore needs only `npm install && npm start`.
import { buildServer, serverBuildIsStale } from './build-server.mjs'

if (serverBuildIsStale()) {
  console.log('Compilando el servidor (esbuild)…')
  await buildServer()
}
await import('../dist-server/start.js')
