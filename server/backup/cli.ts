/**
 * `npm run backup -- FILE` and `npm run restore -- FILE` (docs/operations.md): the database
 * that DATABASE_URL or DATA_DIR selects and the stored files, into or out of one file.
 */
import { readConfig } from '../config'
import { readBackup, writeBackup } from './archive'

const [command, file] = process.argv.slice(2)
if ((command !== 'backup' && command !== 'restore') || !file) {
  console.error('Uso: npm run backup -- ARCHIVO | npm run restore -- ARCHIVO')
  process.exit(2)
}
const config = readConfig()
try {
  const manifest = command === 'backup' ? await writeBackup(file, config) : await readBackup(file, config)
  const where = manifest.engine === 'postgres' ? 'PostgreSQL' : `PGlite (${config.dataDir})`
  console.log(`${command === 'backup' ? 'Copia escrita en' : 'Copia restaurada desde'} ${file}: base de datos ${where}, ${manifest.files} archivos, ${manifest.branding} imágenes de marca (${manifest.created_at}).`)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
