/**
 * /api-docs (public, lazy chunk): the API's OpenAPI document (GET `${apiBaseUrl()}/openapi.json`,
 * so the sandbox shows the generated one) grouped by tag, each operation with method, path,
 * summary, auth, parameters, request body fields with their limits, responses and examples; a
 * filter box and a "Download openapi.json" link. The machine (machines/api-docs) loads the
 * document and keeps the filter; the view only renders its state.
 */
import { Alert, Badge, Box, Button, Code, Container, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react'
import { shallowEqual, useSelector } from '@xstate/react'
import { useEffect, useMemo, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { fromPromise } from 'xstate'
import { apiDocsMachine, selectApiDocsView, type ApiDocsEvent, type ApiDocsViewModel } from '@machines/api-docs/api-docs.machine'
import { filterGroups, type FieldView, type OperationView } from '@machines/api-docs/openapi-view'
import { fetchOpenApiDocument } from '@/api/openapi'
import { useActorRef } from '@/lab-runtime/use-machine'
import { failureText } from '@/ui/failure-text'
import { SpinnerBlock } from '@/ui/spinner-block'

export function ApiDocsPage() {
  const actorRef = useActorRef(apiDocsMachine.provide({ actors: { fetchDocument: fromPromise(() => fetchOpenApiDocument()) } }))
  const view = useSelector(actorRef, selectApiDocsView, shallowEqual)
  return <ApiDocsView view={view} send={actorRef.send} />
}

/** A test-id-safe slug of an operation: `post-auth-login`, `get-todos-id`. */
export function operationSlug(op: Pick<OperationView, 'method' | 'path'>): string {
  return `${op.method}-${op.path}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

const METHOD_PALETTE: Record<string, string> = { GET: 'blue', POST: 'green', PUT: 'orange', PATCH: 'purple', DELETE: 'red' }

/** An object URL of the fetched document for the download link (revoked when it changes). */
function useDownloadUrl(document: unknown): string | null {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    if (document === null || document === undefined) return
    const next = URL.createObjectURL(new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' }))
    setUrl(next)
    return () => URL.revokeObjectURL(next)
  }, [document])
  return url
}

export interface ApiDocsViewProps {
  view: ApiDocsViewModel
  send: (event: ApiDocsEvent) => void
}

/**
 * The document's own texts (tag and operation descriptions, summaries, fields, responses) in the reader's language:
 * the `api-docs-texts` namespace keyed by the English text (api-docs-texts.test.ts keeps every text of the generated
 * document translated); a text it does not know (another server's document) stays English and says so (`lang`).
 */
function useDocText() {
  const { t, i18n } = useTranslation('api-docs-texts')
  return useMemo(() => {
    const text = (english: string) => t(english, { keySeparator: false, nsSeparator: false, defaultValue: english })
    const lang = (english: string) => (text(english) === english ? 'en' : i18n.resolvedLanguage)
    return { text, lang }
  }, [t, i18n.resolvedLanguage])
}

export function ApiDocsView({ view, send }: ApiDocsViewProps) {
  const { t } = useTranslation('api-docs')
  const doc = useDocText()
  const { docs, filter, failure, document, loading, failed, ready } = view
  const groups = useMemo(() => (docs ? filterGroups(docs.groups, filter, doc.text) : []), [docs, filter, doc])
  const shown = groups.reduce((n, g) => n + g.operations.length, 0)
  const downloadUrl = useDownloadUrl(document)

  return (
    <Container maxW="6xl" py={{ base: '6', md: '8' }} data-testid="api-docs-page" data-state={view.state}>
      <Stack gap="6">
        <Stack gap="2">
          <Heading as="h1" size="2xl" data-testid="api-docs-title">
            {t('title')}
          </Heading>
          <Text color="fg.muted">{t('subtitle')}</Text>
        </Stack>

        {loading && <SpinnerBlock testId="api-docs-loading" label={t('loading')} short />}

        {failed && failure && (
          <Alert.Root status="error" data-testid="api-docs-error">
            <Alert.Indicator />
            <Alert.Content gap="2">
              <Alert.Title>{t('errorTitle')}</Alert.Title>
              <Alert.Description>{failureText(t, failure, t('errorTitle'))}</Alert.Description>
              <Box>
                <Button size="sm" colorPalette="teal" onClick={() => send({ type: 'docs.retry' })} data-testid="api-docs-retry-button">
                  {t('retry')}
                </Button>
              </Box>
            </Alert.Content>
          </Alert.Root>
        )}

        {docs && ready && (
          <Stack gap="6">
            <Stack gap="3" borderWidth="1px" borderRadius="md" p="4" data-testid="api-docs-summary">
              <HStack gap="3" flexWrap="wrap">
                <Text fontWeight="semibold" lang="en" htmlTranslate="no">
                  {docs.title}
                </Text>
                {docs.version && <Badge variant="outline">{t('version', { version: docs.version })}</Badge>}
                <Text data-testid="api-docs-count">{t('count', { count: docs.operationCount })}</Text>
              </HStack>
              {docs.serverUrl && (
                <Text fontSize="sm">
                  {t('server')}:{' '}
                  <Code data-testid="api-docs-server" overflowWrap="anywhere" htmlTranslate="no">
                    {docs.serverUrl}
                  </Code>
                </Text>
              )}
              <Text fontSize="sm" color="fg.muted">
                {t('hint')}
              </Text>
              <HStack gap="3" flexWrap="wrap" align="flex-end">
                <Stack gap="1" flex="1" minW="min(100%, 16rem)">
                  <label htmlFor="api-docs-filter">
                    <Text as="span" fontSize="sm" fontWeight="medium">
                      {t('filterLabel')}
                    </Text>
                  </label>
                  <Input
                    id="api-docs-filter"
                    type="search"
                    value={filter}
                    maxLength={200}
                    placeholder={t('filterPlaceholder')}
                    onChange={(e) => send({ type: 'docs.filter', filter: e.target.value })}
                    data-testid="api-docs-filter-input"
                  />
                </Stack>
                {downloadUrl && (
                  <Button asChild variant="outline" colorPalette="teal">
                    <a href={downloadUrl} download="openapi.json" data-testid="api-docs-download-link">
                      {t('download')}
                    </a>
                  </Button>
                )}
              </HStack>
              <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="api-docs-shown">
                {t('shown', { shown, total: docs.operationCount })}
              </Text>
            </Stack>

            {groups.length === 0 && (
              <Text data-testid="api-docs-empty" color="fg.muted">
                {t('noMatch')}
              </Text>
            )}

            {groups.map((group) => (
              <Stack as="section" key={group.name} gap="3" aria-labelledby={`api-docs-tag-${group.name}-heading`} data-testid={`api-docs-tag-${group.name}`}>
                <Box>
                  <Heading as="h2" size="lg" id={`api-docs-tag-${group.name}-heading`} lang="en" htmlTranslate="no">
                    {group.name}
                  </Heading>
                  {group.description && (
                    <Text color="fg.muted" lang={doc.lang(group.description)}>
                      {doc.text(group.description)}
                    </Text>
                  )}
                </Box>
                <Stack gap="2">
                  {group.operations.map((op) => (
                    <Operation key={op.id} op={op} />
                  ))}
                </Stack>
              </Stack>
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  )
}

function Operation({ op }: { op: OperationView }) {
  const { t } = useTranslation('api-docs')
  const doc = useDocText()
  const slug = operationSlug(op)
  return (
    <Box as="details" borderWidth="1px" borderRadius="md" data-testid={`api-docs-operation-${slug}`} css={{ '&[open] > summary': { borderBottomWidth: '1px' } }}>
      <Box as="summary" cursor="pointer" px="3" py="2" display="flex" flexWrap="wrap" alignItems="center" gap="2" data-testid={`api-docs-operation-${slug}-summary`}>
        <Badge colorPalette={METHOD_PALETTE[op.method] ?? 'gray'} variant="solid" minW="4.5rem" justifyContent="center" htmlTranslate="no">
          {op.method}
        </Badge>
        <Code fontWeight="semibold" overflowWrap="anywhere" htmlTranslate="no" data-testid={`api-docs-operation-${slug}-path`}>
          {op.path}
        </Code>
        <Text lang={doc.lang(op.summary)} flex="1" minW="10rem">
          {doc.text(op.summary)}
        </Text>
        <Badge variant="outline" colorPalette={op.auth === 'none' ? 'gray' : 'orange'} data-testid={`api-docs-operation-${slug}-auth`}>
          {t(`auth.${op.auth}`)}
        </Badge>
      </Box>
      <Stack gap="4" p="3">
        {op.description && (
          <Text lang={doc.lang(op.description)} whiteSpace="pre-line" fontSize="sm">
            {doc.text(op.description)}
          </Text>
        )}
        {op.parameters.length > 0 && (
          <Part title={t('parameters')}>
            <Fields fields={op.parameters} />
          </Part>
        )}
        {op.bodyType && (
          <Part title={t('requestBody')}>
            <HStack gap="2" flexWrap="wrap" fontSize="sm">
              <Code htmlTranslate="no">{op.bodyType}</Code>
              {op.maxBodyBytes !== null && <Text color="fg.muted">{t('bodyCap', { bytes: op.maxBodyBytes })}</Text>}
            </HStack>
            {op.bodyFields.length > 0 ? <Fields fields={op.bodyFields} /> : <Text fontSize="sm">{t('noFields')}</Text>}
            {op.requestExample && <Example label={t('requestExample')} text={op.requestExample} />}
          </Part>
        )}
        <Part title={t('responses')}>
          <Stack gap="2">
            {op.responses.map((r) => (
              <Box key={r.status} borderLeftWidth="3px" borderColor={r.status.startsWith('2') ? 'green.solid' : 'orange.solid'} pl="3" data-testid={`api-docs-operation-${slug}-response-${r.status.toLowerCase()}`}>
                <HStack gap="2" flexWrap="wrap">
                  <Code fontWeight="bold" htmlTranslate="no">
                    {r.status}
                  </Code>
                  {r.schema && (
                    <Text fontSize="sm" htmlTranslate="no">
                      {t('schema')}: <Code>{r.schema}</Code>
                    </Text>
                  )}
                </HStack>
                <Text fontSize="sm" lang={doc.lang(r.description)}>
                  {doc.text(r.description)}
                </Text>
                {r.example && <Example label={t('responseExample')} text={r.example} />}
              </Box>
            ))}
          </Stack>
        </Part>
      </Stack>
    </Box>
  )
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {children}
    </Stack>
  )
}

function Fields({ fields }: { fields: FieldView[] }) {
  const { t } = useTranslation('api-docs')
  const doc = useDocText()
  return (
    <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
      {fields.map((f) => (
        <Box as="li" key={`${f.location}-${f.name}`} fontSize="sm" borderWidth="1px" borderRadius="sm" p="2">
          <HStack gap="2" flexWrap="wrap">
            <Code fontWeight="semibold" htmlTranslate="no">
              {f.name}
            </Code>
            <Text color="fg.muted" htmlTranslate="no">
              {f.location} · {f.type}
            </Text>
            <Badge variant={f.required ? 'solid' : 'outline'} colorPalette={f.required ? 'red' : 'gray'}>
              {f.required ? t('required') : t('optional')}
            </Badge>
          </HStack>
          {f.constraints.length > 0 && (
            <Text mt="1" overflowWrap="anywhere" htmlTranslate="no" fontFamily="mono" fontSize="xs">
              {f.constraints.join(' · ')}
            </Text>
          )}
          {f.description && (
            <Text mt="1" lang={doc.lang(f.description)}>
              {doc.text(f.description)}
            </Text>
          )}
        </Box>
      ))}
    </Stack>
  )
}

function Example({ label, text }: { label: string; text: string }) {
  return (
    <Box mt="1">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Box as="pre" fontSize="xs" p="2" borderRadius="sm" bg="bg.muted" overflowX="auto" maxW="100%" whiteSpace="pre-wrap" overflowWrap="anywhere" htmlTranslate="no">
        {text}
      </Box>
    </Box>
  )
}
