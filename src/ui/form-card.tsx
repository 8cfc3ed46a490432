import { Card, Heading, Link, Text } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router'

/** The title card of the account screens (login, sign-up, password reset): the page's h1 and a line under it. */
export function FormCardHeader({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <Card.Header>
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        {subtitle}
      </Text>
    </Card.Header>
  )
}

/** "No account yet? Sign up": a line of text that ends with a link to the other account screen. */
export function OtherScreenLink({ text, link, to, testId }: { text: string; link: string; to: string; testId: string }) {
  return (
    <Text fontSize="sm" textAlign="center">
      {text}{' '}
      <Link asChild fontWeight="semibold" data-testid={testId}>
        <RouterLink to={to}>{link}</RouterLink>
      </Link>
    </Text>
  )
}
