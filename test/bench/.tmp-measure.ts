import { rmSync } from 'node:fs'
import { measureFirstScreenJs } from './first-screen-js'
import { startApp, tempDataDir } from './server-process'
const dataDir = tempDataDir()
const app = await startApp({ DATA_DIR: dataDir, STATIC_DIR: process.argv[2]! })
try {
  const js = await measureFirstScreenJs(app.url)
  console.log(JSON.stringify({ login: (js.loginGzipBytes / 1024).toFixed(1), home: (js.providerHomeGzipBytes / 1024).toFixed(1) }))
} finally {
  await app.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
