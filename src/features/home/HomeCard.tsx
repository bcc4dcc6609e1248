import { Card, Heading, LinkBox, LinkOverlay, Text } from '@chakra-ui/react'
import { Link, type LinkProps } from '@tanstack/react-router'

/** A tile of the home screen that leads to one area. */
export function HomeCard({ to, title, description }: { to: LinkProps['to']; title: string; description: string }) {
  return (
    <LinkBox as="article" asChild>
      <Card.Root variant="outline" _hover={{ borderColor: 'brand.solid', shadow: 'sm' }} transition="border-color 0.15s">
        <Card.Body gap="1">
          <Heading as="h2" size="md">
            <LinkOverlay asChild>
              <Link to={to}>{title}</Link>
            </LinkOverlay>
          </Heading>
          <Text color="fg.muted" textStyle="sm">
            {description}
          </Text>
        </Card.Body>
      </Card.Root>
    </LinkBox>
  )
}
