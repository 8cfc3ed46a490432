/**
 * the-internet "Broken Images" and "Broken Links": four pictures, some of whose files do not exist
 * (seeded which), and four links, some to paths the app does not have. A broken image is still
 * an <img> in the DOM (visible to `toBeVisible`), only its naturalWidth is 0; a broken link in a
 * single-page app answers 200 with the app's not-found page. The form asks how many images are broken.
 */
import { Box, Image, Link, List, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { answerCheckMachine } from '@machines/challenges/challenge-answer-check.machine'
import { useActorRef } from '@/lab-runtime/use-machine'
import type { ChallengeProps } from '../types'
import { AnswerForm } from './answer-form'
import { brokenImages } from '@machines/challenges/content-seeds'

export default function BrokenImages({ seed, onSolved }: ChallengeProps) {
  const { t } = useTranslation('ch-content')
  const data = useMemo(() => brokenImages(seed), [seed])
  const actor = useActorRef(answerCheckMachine, { input: { answer: String(data.brokenCount) } })
  return (
    <Stack gap="6">
      <Text>{t('broken-images.ui.intro')}</Text>
      <SimpleGrid columns={{ base: 2, sm: 4 }} gap="4" data-testid="challenge-broken-images-images">
        {data.images.map((img) => (
          <Box key={img.n} borderWidth="1px" borderColor="border" borderRadius="md" p="2" minH="128px" display="flex" alignItems="center" justifyContent="center">
            <Image
              src={img.src}
              width="120px"
              height="120px"
              alt={img.broken ? t('broken-images.ui.altBroken', { n: img.n }) : t('broken-images.ui.alt', { n: img.n, shape: t(`broken-images.ui.shape.${img.shape}`) })}
              data-testid={`challenge-broken-images-image-${img.n}`}
            />
          </Box>
        ))}
      </SimpleGrid>
      <Stack gap="2">
        <Text fontWeight="semibold">{t('broken-images.ui.linksTitle')}</Text>
        <List.Root ps="5" data-testid="challenge-broken-images-links">
          {data.links.map((l) => (
            <List.Item key={l.n}>
              <Link asChild colorPalette="teal" textDecoration="underline">
                <RouterLink to={l.href} data-testid={`challenge-broken-images-link-${l.n}`}>
                  {t('broken-images.ui.link', { n: l.n })}
                </RouterLink>
              </Link>
            </List.Item>
          ))}
        </List.Root>
      </Stack>
      <AnswerForm actor={actor} prefix="challenge-broken-images" label={t('broken-images.ui.ask')} onSolved={onSolved} inputMode="numeric" />
    </Stack>
  )
}
