/**
 * The stack's floor (npm run bench, test/bench/floor-pages.ts): the login form drawn by React with
 * Chakra UI and the app's own theme, and nothing else of the app (no router, database, catalogs).
 */
import { Box, Button, ChakraProvider, Field, Heading, Input, Stack } from '@chakra-ui/react'
import { createRoot } from 'react-dom/client'
import { system } from '../../../src/app/theme'

function ChakraLogin() {
  return (
    <ChakraProvider value={system}>
      <Box as="main" maxW="sm" mx="auto" p="6">
        <Heading as="h1">Bitácora</Heading>
        <Stack as="form" gap="4">
          <Field.Root required>
            <Field.Label>Correo electrónico</Field.Label>
            <Input type="email" />
          </Field.Root>
          <Field.Root required>
            <Field.Label>Contraseña</Field.Label>
            <Input type="password" />
          </Field.Root>
          <Button type="submit" colorPalette="brand">
            Entrar
          </Button>
        </Stack>
      </Box>
    </ChakraProvider>
  )
}

createRoot(document.getElementById('root')!).render(<ChakraLogin />)
