import { chakra, type HTMLChakraProps } from '@chakra-ui/react'

type MachineFormProps = Omit<HTMLChakraProps<'form'>, 'onSubmit'> & {
  /** What a submit does: send the flow's event (the browser's own submit and validation never run). */
  onSubmit: () => void
  /** Fields stacked in a column, 4 apart (the forms' usual layout). */
  column?: boolean
}

/**
 * A form whose submit is one event for its machine: `noValidate` (the machine validates, with the
 * spec's messages) and no page load. Every form of the app is one of these.
 */
export function MachineForm({ onSubmit, column, ...props }: MachineFormProps) {
  return (
    <chakra.form
      noValidate
      {...(column ? { display: 'flex', flexDirection: 'column', gap: '4' } : {})}
      {...props}
      onSubmit={(e) => {
        e.preventDefault()
        onSubmit()
      }}
    />
  )
}
