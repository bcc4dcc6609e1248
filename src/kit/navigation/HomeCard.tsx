import { Card, Flex, Heading, LinkBox, LinkOverlay, Text } from '@chakra-ui/react'
import { Link, type LinkProps } from '@tanstack/react-router'

/** A tile of the home screen that leads to one area; the whole card is the target, and looks it (arrow, hover). */
export function HomeCard({ to, title, description }: { to: LinkProps['to']; title: string; description: string }) {
  return (
    <LinkBox as="article" asChild>
      <Card.Root
        variant="outline"
        cursor="pointer"
        _hover={{ borderColor: 'brand.solid', shadow: 'md', bg: 'brand.subtle' }}
        _focusWithin={{ borderColor: 'brand.solid', shadow: 'md' }}
        transition="border-color 0.15s, background 0.15s"
      >
        <Card.Body gap="1">
          <Flex justify="space-between" align="center" gap="3">
            <Heading as="h2" size="md" color="brand.fg">
              <LinkOverlay asChild>
                <Link to={to}>{title}</Link>
              </LinkOverlay>
            </Heading>
            <Text as="span" aria-hidden="true" color="brand.fg" textStyle="xl" lineHeight="1">
              ›
            </Text>
          </Flex>
          <Text color="fg.muted" textStyle="sm">
            {description}
          </Text>
        </Card.Body>
      </Card.Root>
    </LinkBox>
  )
}
