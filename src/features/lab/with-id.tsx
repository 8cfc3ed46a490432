/**
 * A human label followed by the internal id in small code type (labels.ts makes the label).
 */
import { chakra } from '@chakra-ui/react'

export function WithId({ label, id, block = false }: { label: string; id: string; block?: boolean }) {
  return (
    <>
      {label}
      {block ? null : ' '}
      <chakra.code htmlTranslate="no" display={block ? 'block' : 'inline'} fontFamily="mono" fontSize="xs" fontWeight="normal" color="fg.muted" bg="transparent" p="0" wordBreak="break-word" data-id={id}>
        {id}
      </chakra.code>
    </>
  )
}
