import { Alert } from '@chakra-ui/react'
import type { FailureMessage } from './failure-text'

/** An error alert's text: the screen's own "Failed to …" as its title, the reason (server problem, network) below it. */
export function FailureAlertContent({ failure, titleTestId, detailTestId }: { failure: FailureMessage; titleTestId?: string; detailTestId?: string }) {
  return (
    <Alert.Content>
      <Alert.Title data-testid={titleTestId}>{failure.title}</Alert.Title>
      {failure.detail && <Alert.Description data-testid={detailTestId}>{failure.detail}</Alert.Description>}
    </Alert.Content>
  )
}
