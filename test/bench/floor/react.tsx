/**
 * The stack's floor (npm run bench, test/bench/floor-pages.ts): the login form drawn by React
 * alone, with nothing else of the app.
 */
import { createRoot } from 'react-dom/client'

function PlainLogin() {
  return (
    <main>
      <h1>Bitácora</h1>
      <form>
        <label>
          Correo electrónico <input type="email" />
        </label>
        <label>
          Contraseña <input type="password" />
        </label>
        <button type="submit">Entrar</button>
      </form>
    </main>
  )
}

createRoot(document.getElementById('root')!).render(<PlainLogin />)
