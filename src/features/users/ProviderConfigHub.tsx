import { Card, Field, Heading, SimpleGrid, Stack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { LOCALES, type Locale } from '../../i18n/locale'
import { Page } from '../../components/page'
import { PlainSelect } from '../../components/plain-select'
import { HomeCard } from '../../kit/navigation/HomeCard'
import { chooseLanguage } from '../../kit/words/choose-language'
import { ChangePasswordCard } from './ChangePasswordCard'

const LANGUAGE_NAMES: Record<Locale, string> = { es: 'Español', 'en-US': 'English (US)' }

/** /provider/config: the provider's settings: profile, goal templates, signature, password and language. */
export function ProviderConfigHub() {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  return (
    <Page title={t`Configuración`}>
      <Stack gap="6">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" as="nav" aria-label={t`Configuración`}>
          <HomeCard to="/provider/config/profile" title={t`Mi perfil`} description={t`Sus datos, especialidades y licencias.`} />
          <HomeCard to="/provider/config/goal-templates" title={t`Plantillas de metas`} description={t`Metas y objetivos que reutiliza en sus planes.`} />
          <HomeCard to="/provider/config/signature" title={t`Mi firma`} description={t`La firma que llevan sus documentos.`} />
        </SimpleGrid>
        <ChangePasswordCard />
        <Card.Root variant="outline">
          <Card.Header>
            <Heading as="h2" size="md">{t`Idioma`}</Heading>
          </Card.Header>
          <Card.Body>
            <Field.Root maxW="xs">
              <Field.Label>{t`Idioma de la aplicación`}</Field.Label>
              <PlainSelect value={i18n.locale} onChange={(event) => void chooseLanguage(event.currentTarget.value as Locale, queryClient)}>
                {LOCALES.map((locale) => (
                  <option key={locale} value={locale} lang={locale}>
                    {LANGUAGE_NAMES[locale]}
                  </option>
                ))}
              </PlainSelect>
            </Field.Root>
          </Card.Body>
        </Card.Root>
      </Stack>
    </Page>
  )
}
