/**
 * the-internet "File Download": a link that downloads a generated text file (a Blob, its content
 * derived from the seed), with a known name. The page shows the name, the size and the last line,
 * so a test can check the saved file against them.
 */
import { Link, Stack, Text } from '@chakra-ui/react'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { downloadFile } from '@machines/challenges/download-file'
import type { ChallengeProps } from '../types'

export default function Download({ seed }: ChallengeProps) {
  const { t } = useTranslation('ch-browser')
  const file = useMemo(() => downloadFile(seed), [seed])
  const size = new TextEncoder().encode(file.content).byteLength
  const lastLine = file.content.trimEnd().split('\n').at(-1) ?? ''
  const [url, setUrl] = useState<string | null>(null)

  useEffect(() => {
    const objectUrl = URL.createObjectURL(new Blob([file.content], { type: 'text/plain' }))
    setUrl(objectUrl)
    return () => URL.revokeObjectURL(objectUrl)
  }, [file])

  return (
    <Stack gap="3" align="flex-start">
      <Text>{t('download.ui.intro')}</Text>
      <Link href={url ?? undefined} download={file.name} data-testid="challenge-download-link" colorPalette="teal">
        {file.name}
      </Link>
      <Text>
        {t('download.ui.nameLabel')} <code data-testid="challenge-download-filename">{file.name}</code>
      </Text>
      <Text>
        {t('download.ui.sizeLabel')} <span data-testid="challenge-download-size">{size}</span> {t('download.ui.bytes')}
      </Text>
      <Text>
        {t('download.ui.lastLineLabel')} <code data-testid="challenge-download-last-line">{lastLine}</code>
      </Text>
    </Stack>
  )
}
