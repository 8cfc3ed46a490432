/**
 * The state diagram as SVG, laid out by ELK in a worker: compound, parallel, initial and final
 * states, labelled transitions, zoom (buttons and wheel) and pan (drag), focusable states with
 * their descriptions, the simulator's current state and last transition, the learner's covered
 * and uncovered items (solid vs dashed, never by colour alone), and a download as SVG.
 */
import { Box, Button, HStack, Text, chakra } from '@chakra-ui/react'
import { useEffect, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { ElkEdgeSection, ElkExtendedEdge, ElkLabel, ElkNode } from 'elkjs/lib/elk-api'
import { estimate, FIRST_LINE_BASELINE, TITLE_BASELINE, TITLE_BASELINE_WITH_LINES, HEADER_H, INITIAL_DOT, innerLines, LABEL_FONT_SIZE, LABEL_LINE_H, LINE_H, FONT_SIZE, nodeTitle, toElkGraph, wrapLabel, type Diagram, type DiagramDirection, type DiagramTexts, type Measure, type DiagramEdge, type DiagramNode } from './diagram-model'
import { layoutGraph, type LayoutResult } from './layout-client'
import { actionWords, actorWords, eventWords, guardWords } from '../event-words'
import { descriptionWords, stateNameWords } from '../labels'

export interface DiagramHighlight {
  /** `a.b` keys of the active states. */
  active?: ReadonlySet<string>
  /** The `transitionKey` just taken. */
  last?: string | null
}

export interface DiagramCoverage {
  states: ReadonlySet<string>
  transitions: ReadonlySet<string>
}

interface Box4 {
  x: number
  y: number
  width: number
  height: number
}

interface Placed {
  boxes: Map<string, Box4>
  edges: Map<string, { sections: ElkEdgeSection[]; labels: ElkLabel[] }>
  width: number
  height: number
}

function place(graph: ElkNode): Placed {
  const boxes = new Map<string, Box4>()
  const edges = new Map<string, { sections: ElkEdgeSection[]; labels: ElkLabel[] }>()
  const walk = (n: ElkNode) => {
    boxes.set(n.id, { x: n.x ?? 0, y: n.y ?? 0, width: n.width ?? 0, height: n.height ?? 0 })
    for (const e of (n.edges ?? []) as ElkExtendedEdge[]) edges.set(e.id, { sections: e.sections ?? [], labels: e.labels ?? [] })
    n.children?.forEach(walk)
  }
  walk(graph)
  return { boxes, edges, width: graph.width ?? 0, height: graph.height ?? 0 }
}

function sectionPath(s: ElkEdgeSection): string {
  const points = [s.startPoint, ...(s.bendPoints ?? []), s.endPoint]
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ')
}

const MIN_ZOOM = 0.2
const MAX_ZOOM = 3

/** Measures text with a canvas in the font the SVG inherits (the layout then fits the real text). */
function canvasMeasure(element: Element | null): Measure {
  const canvas = document.createElement('canvas')
  const ctx = canvas.getContext('2d')
  if (!ctx) return estimate
  const family = element ? getComputedStyle(element).fontFamily : 'sans-serif'
  return (text, size, bold) => {
    ctx.font = `${bold ? 700 : 400} ${size}px ${family}`
    return ctx.measureText(text).width
  }
}

const DIRECTIONS: readonly DiagramDirection[] = ['RIGHT', 'DOWN']

/** Both layouts (left to right and top to bottom) of the diagram in the given texts; the view picks the one that suits its panel. */
export function useDiagramLayout(
  diagram: Diagram,
  texts: DiagramTexts,
  textsKey: string,
  fontSource: React.RefObject<Element | null>,
): { results: Record<DiagramDirection, LayoutResult> | null; error: string | null } {
  const key = `${diagram.machineId}:${textsKey}`
  const [state, setState] = useState<{ key: string; results: Record<DiagramDirection, LayoutResult> | null; error: string | null }>({ key: '', results: null, error: null })
  useEffect(() => {
    let live = true
    const measure = canvasMeasure(fontSource.current)
    Promise.all(DIRECTIONS.map((dir) => layoutGraph(`${key}:${dir}`, toElkGraph(diagram, measure, texts, dir)))).then(
      ([right, down]) => live && setState({ key, results: { RIGHT: right!, DOWN: down! }, error: null }),
      (error: unknown) => live && setState({ key, results: null, error: String(error) }),
    )
    return () => {
      live = false
    }
    // The texts are keyed by `textsKey` (the language).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [diagram, key, fontSource])
  return state.key === key ? state : { results: null, error: null }
}

/** At "Fit" the scale is never below this on a panel that can hold the diagram's text: labels stay at least LABEL_FONT_SIZE px. */
export const READABLE_SCALE = 1
/** Nor above this (a small machine grows to fill the panel, up to this). */
export const MAX_FIT_SCALE = 2
const PAD = 8

/** The scale at which a layout fits a panel (width and a comfortable height), as a "contain" fit. */
function containScale(p: { width: number; height: number }, panelWidth: number, panelHeight: number): number {
  return Math.min((panelWidth - 2 * PAD) / Math.max(1, p.width), (panelHeight - 2 * PAD) / Math.max(1, p.height))
}

const colors = {
  fg: 'var(--chakra-colors-fg)',
  muted: 'var(--chakra-colors-fg-muted)',
  /** State outlines: strong enough to read at a glance in both themes. */
  strong: 'var(--chakra-colors-fg-muted)',
  edge: 'var(--chakra-colors-fg-muted)',
  faint: 'var(--chakra-colors-bg-subtle)',
  border: 'var(--chakra-colors-border-emphasized)',
  bg: 'var(--chakra-colors-bg)',
  subtle: 'var(--chakra-colors-bg-muted)',
  accent: 'var(--chakra-colors-teal-fg)',
  accentBg: 'var(--chakra-colors-teal-subtle)',
}

/** Copies the computed colours into the attributes, so the downloaded file looks the same outside the app. */
function standaloneSvg(svg: SVGSVGElement, width: number, height: number): string {
  const clone = svg.cloneNode(true) as SVGSVGElement
  const source = [svg, ...svg.querySelectorAll('*')]
  const target = [clone, ...clone.querySelectorAll('*')]
  source.forEach((el, i) => {
    const out = target[i] as SVGElement
    const style = getComputedStyle(el)
    for (const prop of ['fill', 'stroke'] as const) {
      const attr = el.getAttribute(prop) ?? (el as SVGElement).style?.[prop]
      if (attr && attr.includes('var(')) out.setAttribute(prop, style[prop])
    }
    out.removeAttribute('style')
    out.removeAttribute('tabindex')
  })
  const g = clone.querySelector('[data-viewport]')
  g?.removeAttribute('transform')
  clone.setAttribute('xmlns', 'http://www.w3.org/2000/svg')
  clone.setAttribute('width', String(Math.ceil(width)))
  clone.setAttribute('height', String(Math.ceil(height)))
  clone.setAttribute('viewBox', `0 0 ${Math.ceil(width)} ${Math.ceil(height)}`)
  clone.setAttribute('font-family', 'sans-serif')
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(clone)}`
}

export function downloadBlob(name: string, type: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }))
  const a = document.createElement('a')
  a.href = url
  a.download = name
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

export interface StateDiagramProps {
  diagram: Diagram
  title: string
  highlight?: DiagramHighlight
  coverage?: DiagramCoverage | null
  /** data-testid of the box (several diagrams on one page need their own). */
  testId?: string
}

export function StateDiagram({ diagram, title, highlight, coverage, testId = 'lab-diagram' }: StateDiagramProps) {
  const { t, i18n } = useTranslation(['lab', 'lab-descriptions'])
  const boxRef = useRef<HTMLDivElement>(null)
  // Human labels (labels.ts): state names and events in words; the notation stays in each element's title.
  const texts = useMemo<DiagramTexts>(
    () => ({
      node: (n) => (n.key === '' ? title : stateNameWords(t, n.name)),
      edge: (e) => `${eventWords(t, diagram.machine, e.eventType)}${e.guard ? ` [${guardWords(t, e.guard)}]` : ''}`,
      invoke: (id) => t('diagram.invokes', { actor: actorWords(t, id) }),
      parallel: t('diagram.parallelShort'),
    }),
    [t, diagram, title],
  )
  // A transition's tooltip: the words (event [guard] / actions), then the notation (`event [guard] / actions`), then its description.
  const edgeTitle = (e: DiagramEdge) => {
    const actions = e.actions.length > 0 ? ` / ${e.actions.map((a) => actionWords(t, a)).join(', ')}` : ''
    const head = `${texts.edge(e)}${actions} (${e.label})`
    return e.description ? `${head}: ${descriptionWords(t, e.description)}` : head
  }
  const { results, error } = useDiagramLayout(diagram, texts, `${i18n.language}:${title}`, boxRef)
  const [direction, setDirection] = useState<DiagramDirection | null>(null)
  const result = results && direction ? results[direction] : null
  const placed = useMemo(() => (result ? place(result.graph) : null), [result])
  const svgRef = useRef<SVGSVGElement>(null)
  const [view, setView] = useState({ k: 1, x: 0, y: 0 })
  const [focused, setFocused] = useState<DiagramNode | null>(null)
  const drag = useRef<{ x: number; y: number; vx: number; vy: number } | null>(null)

  const [boxHeight, setBoxHeight] = useState<number | null>(null)
  /** The panel's size for a fit: its width, and up to 75% of the window's height. */
  const panel = () => ({ width: boxRef.current?.clientWidth ?? 0, height: Math.max(320, window.innerHeight * 0.75) })
  // Per layout pair: the direction whose layout fits the panel at the larger scale.
  useEffect(() => {
    if (!results) return
    const { width, height } = panel()
    const score = (dir: DiagramDirection) => containScale(place(results[dir].graph), width, height)
    setDirection(score('RIGHT') >= score('DOWN') ? 'RIGHT' : 'DOWN')
  }, [results])
  /**
   * Fills the panel's width (scale up to MAX_FIT_SCALE), never below READABLE_SCALE: a diagram
   * wider than the panel at readable size is panned (drag, arrow keys) rather than shrunk. The
   * viewport takes the height the diagram needs (at least 240 px, at most 1.5 windows; beyond, pan).
   */
  const fit = () => {
    const box = boxRef.current
    if (!box || !placed) return
    const width = box.clientWidth
    const k = Math.min(MAX_FIT_SCALE, Math.max(READABLE_SCALE, (width - 2 * PAD) / Math.max(1, placed.width)))
    const height = Math.round(Math.min(Math.max(placed.height * k + 2 * PAD, 240), Math.max(600, window.innerHeight * 1.5)))
    setBoxHeight(height)
    // Wider than the panel (a phone): start with the machine's initial state in view, centred when the edges allow.
    const initial = diagram.root.children.find((c) => c.initial)
    const start = initial ? placed.boxes.get(initial.id) : undefined
    const x =
      placed.width * k <= width - 2 * PAD || !start
        ? Math.max(PAD, (width - placed.width * k) / 2)
        : Math.min(PAD, Math.max(width - PAD - placed.width * k, width / 2 - (start.x + start.width / 2) * k))
    const y = Math.max(PAD, (height - placed.height * k) / 2)
    setView({ k, x, y })
  }
  // Fit once per layout.
  useEffect(fit, [placed, diagram])

  const zoomAt = (factor: number, cx?: number, cy?: number) =>
    setView((v) => {
      const k = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, v.k * factor))
      const box = boxRef.current
      const px = cx ?? (box ? box.clientWidth / 2 : 0)
      const py = cy ?? (box ? box.clientHeight / 2 : 0)
      return { k, x: px - ((px - v.x) * k) / v.k, y: py - ((py - v.y) * k) / v.k }
    })

  useEffect(() => {
    const svg = svgRef.current
    if (!svg) return
    // Ctrl/Cmd + wheel zooms; the plain wheel scrolls the page (the diagram can be taller than the window).
    const onWheel = (e: WheelEvent) => {
      if (!e.ctrlKey && !e.metaKey) return
      e.preventDefault()
      const rect = svg.getBoundingClientRect()
      zoomAt(e.deltaY < 0 ? 1.15 : 1 / 1.15, e.clientX - rect.left, e.clientY - rect.top)
    }
    svg.addEventListener('wheel', onWheel, { passive: false })
    return () => svg.removeEventListener('wheel', onWheel)
  }, [placed])

  const onPointerDown = (e: ReactPointerEvent<SVGSVGElement>) => {
    if (e.button !== 0) return
    drag.current = { x: e.clientX, y: e.clientY, vx: view.x, vy: view.y }
    e.currentTarget.setPointerCapture?.(e.pointerId)
  }
  const onPointerMove = (e: ReactPointerEvent<SVGSVGElement>) => {
    const d = drag.current
    if (!d) return
    setView((v) => ({ ...v, x: d.vx + e.clientX - d.x, y: d.vy + e.clientY - d.y }))
  }
  const onPointerUp = () => {
    drag.current = null
  }
  /** Keyboard on the diagram itself: arrows pan, + and - zoom, 0 fits. */
  const onKeyDown = (e: React.KeyboardEvent<SVGSVGElement>) => {
    if (e.target !== e.currentTarget) return
    const step = 40
    const pan: Record<string, [number, number]> = { ArrowLeft: [step, 0], ArrowRight: [-step, 0], ArrowUp: [0, step], ArrowDown: [0, -step] }
    if (pan[e.key]) {
      const [dx, dy] = pan[e.key]!
      setView((v) => ({ ...v, x: v.x + dx, y: v.y + dy }))
    } else if (e.key === '+' || e.key === '=') zoomAt(1.25)
    else if (e.key === '-') zoomAt(0.8)
    else if (e.key === '0') fit()
    else return
    e.preventDefault()
  }

  const download = () => {
    if (!svgRef.current || !placed) return
    downloadBlob(`${diagram.machineId}-state-diagram.svg`, 'image/svg+xml', standaloneSvg(svgRef.current, placed.width, placed.height))
  }

  const active = highlight?.active
  const nodeLabel = (n: DiagramNode) => {
    const parts = [n.key ? t('diagram.stateAria', { name: `${texts.node(n)} (${n.key})` }) : t('diagram.machineAria', { name: title })]
    if (n.type === 'parallel') parts.push(t('diagram.parallel'))
    if (n.type === 'final') parts.push(t('diagram.final'))
    if (n.initial) parts.push(t('diagram.initial'))
    if (active?.has(n.key)) parts.push(t('diagram.current'))
    if (coverage) parts.push(coverage.states.has(n.key) ? t('diagram.covered') : t('diagram.uncovered'))
    if (n.description) parts.push(descriptionWords(t, n.description))
    return parts.join(', ')
  }

  const renderNode = (n: DiagramNode, depth: number): React.ReactNode => {
    const b = placed?.boxes.get(n.id)
    if (!b) return null
    const isActive = active?.has(n.key) ?? false
    const uncovered = coverage ? !coverage.states.has(n.key) : false
    const isRoot = n.key === ''
    const compound = n.children.length > 0 || isRoot
    const groups = innerLines(diagram, n, texts)
    const textX = b.x + (compound ? 12 : b.width / 2)
    const anchor = compound ? 'start' : 'middle'
    const firstLine = b.y + (compound ? HEADER_H + 8 : FIRST_LINE_BASELINE)
    const initialBox = placed?.boxes.get(`${n.id}#initial`)
    const initialDot = initialBox && <circle cx={initialBox.x + INITIAL_DOT / 2} cy={initialBox.y + INITIAL_DOT / 2} r={INITIAL_DOT / 2} fill={colors.fg} data-initial-of={n.key} aria-hidden="true" />
    let line = 0
    return (
      <g key={n.id}>
        <g
          data-testid={isRoot ? 'lab-diagram-root' : `lab-diagram-state-${n.key}`}
          data-state={isRoot ? undefined : n.key}
          data-active={isActive || undefined}
          data-covered={coverage ? String(!uncovered) : undefined}
          tabIndex={0}
          role="group"
          aria-roledescription={t('diagram.stateRole')}
          aria-label={nodeLabel(n)}
          onFocus={() => setFocused(n)}
          onBlur={() => setFocused((f) => (f === n ? null : f))}
          onMouseEnter={() => setFocused(n)}
          className="lab-state"
        >
          <title>{`${isRoot ? title : texts.node(n)} (${n.key || diagram.machineId})${n.description ? `: ${descriptionWords(t, n.description)}` : ''}`}</title>
          {isActive && <rect x={b.x - 4} y={b.y - 4} width={b.width + 8} height={b.height + 8} rx={12} fill="none" stroke={colors.accent} strokeWidth={2.5} />}
          <rect
            x={b.x}
            y={b.y}
            width={b.width}
            height={b.height}
            rx={8}
            fill={isActive ? colors.accentBg : isRoot ? 'transparent' : compound ? colors.faint : colors.subtle}
            stroke={isActive ? colors.accent : isRoot ? colors.border : colors.strong}
            strokeWidth={isActive ? 2.5 : isRoot ? 1.2 : 1.6}
            strokeDasharray={uncovered ? '6 4' : n.region ? '3 3' : undefined}
          />
          {n.type === 'final' && <rect x={b.x + 3} y={b.y + 3} width={b.width - 6} height={b.height - 6} rx={6} fill="none" stroke={colors.strong} />}
          <text x={textX} y={b.y + (compound ? 20 : groups.length > 0 ? TITLE_BASELINE_WITH_LINES : TITLE_BASELINE)} textAnchor={anchor} style={{ fontSize: FONT_SIZE }} fontWeight={isActive || compound ? 700 : 600} fill={colors.fg}>
            {nodeTitle(n, texts)}
          </text>
          {groups.map((g) => {
            const top = line
            line += g.lines.length
            if (g.kind === 'invoke')
              return (
                <text key={`invoke ${g.id}`} x={textX} y={firstLine + top * LINE_H} textAnchor={anchor} style={{ fontSize: LABEL_FONT_SIZE }} fill={colors.muted}>
                  {g.lines.map((l, i) => (
                    <tspan key={i} x={textX} dy={i === 0 ? 0 : LINE_H}>
                      {l}
                    </tspan>
                  ))}
                </text>
              )
            const e = g.edge
            const isLast = highlight?.last === e.key
            const uncoveredLine = coverage ? !coverage.transitions.has(e.key) : false
            return (
              <text
                key={e.id}
                x={textX}
                y={firstLine + top * LINE_H}
                textAnchor={anchor}
                style={{ fontSize: LABEL_FONT_SIZE }}
                fill={isLast ? colors.accent : colors.fg}
                fontWeight={isLast ? 700 : 400}
                fontStyle={uncoveredLine ? 'italic' : undefined}
                textDecoration={uncoveredLine ? 'underline dashed' : isLast ? 'underline' : undefined}
                data-transition={e.key}
                data-kind={e.kind}
                data-internal="true"
                data-last={isLast || undefined}
                data-covered={coverage ? String(!uncoveredLine) : undefined}
              >
                <title>{edgeTitle(e)}</title>
                {g.lines.map((l, i) => (
                  <tspan key={i} x={textX} dy={i === 0 ? 0 : LINE_H}>
                    {l}
                  </tspan>
                ))}
              </text>
            )
          })}
        </g>
        {initialDot}
        {n.children.map((c) => renderNode(c, depth + 1))}
      </g>
    )
  }

  const renderEdge = (e: DiagramEdge | { id: string; initial: true }) => {
    const laid = placed?.edges.get(e.id)
    if (!laid) return null
    if ('initial' in e)
      return (
        <g key={e.id} aria-hidden="true">
          {laid.sections.map((s, i) => (
            <path key={i} d={sectionPath(s)} fill="none" stroke={colors.fg} strokeWidth={1.4} markerEnd="url(#lab-arrow)" />
          ))}
        </g>
      )
    const isLast = highlight?.last === e.key
    const uncovered = coverage ? !coverage.transitions.has(e.key) : false
    const stroke = isLast ? colors.accent : colors.edge
    return (
      <g key={e.id} data-transition={e.key} data-kind={e.kind} data-last={isLast || undefined} data-covered={coverage ? String(!uncovered) : undefined}>
        <title>{edgeTitle(e)}</title>
        {laid.sections.map((s, i) => (
          <path key={i} d={sectionPath(s)} fill="none" stroke={stroke} strokeWidth={isLast ? 3 : 1.5} strokeDasharray={uncovered ? '5 4' : e.kind === 'after' ? '1 3' : undefined} markerEnd={isLast ? 'url(#lab-arrow-last)' : 'url(#lab-arrow)'} />
        ))}
        {laid.labels.map((l) => (
          <text key={l.id} x={(l.x ?? 0) + 4} y={(l.y ?? 0) + LABEL_FONT_SIZE + 1} style={{ fontSize: LABEL_FONT_SIZE }} fill={isLast ? colors.accent : colors.fg} fontWeight={isLast ? 700 : 400} fontStyle={uncovered ? 'italic' : undefined} paintOrder="stroke" stroke={colors.bg} strokeWidth={3} strokeLinejoin="round">
            {wrapLabel(l.text ?? '').map((line, i) => (
              <tspan key={i} x={(l.x ?? 0) + 4} dy={i === 0 ? 0 : LABEL_LINE_H}>
                {line}
              </tspan>
            ))}
          </text>
        ))}
      </g>
    )
  }

  const initialEdges = [...diagram.nodes.values()].filter((n) => n.children.some((c) => c.initial)).map((n) => ({ id: `${n.id}#initial-edge`, initial: true as const }))

  return (
    <Box
      data-testid={testId}
      data-layout-state={placed ? 'ready' : error ? 'error' : 'loading'}
      data-layout-ms={result ? result.ms.toFixed(1) : undefined}
      data-layout-roundtrip-ms={result ? result.roundTripMs.toFixed(1) : undefined}
      data-direction={direction ?? undefined}
      data-scale={placed ? view.k.toFixed(3) : undefined}
    >
      <HStack gap="2" mb="2" flexWrap="wrap">
        <Button size="xs" variant="outline" onClick={() => zoomAt(1.25)} disabled={!placed} aria-label={t('diagram.zoomIn')} data-testid="lab-diagram-zoom-in-button">
          +
        </Button>
        <Button size="xs" variant="outline" onClick={() => zoomAt(0.8)} disabled={!placed} aria-label={t('diagram.zoomOut')} data-testid="lab-diagram-zoom-out-button">
          −
        </Button>
        <Button size="xs" variant="outline" onClick={fit} disabled={!placed} data-testid="lab-diagram-fit-button">
          {t('diagram.fit')}
        </Button>
        <Button size="xs" variant="outline" onClick={download} disabled={!placed} data-testid="lab-diagram-download-button">
          {t('diagram.download')}
        </Button>
        {result && (
          // On a phone it always takes a line of its own: whether "Laid out in 95 ms" or "… 1234 ms" fits beside the buttons must not move the diagram.
          <Text fontSize="xs" color="fg.muted" flexBasis={{ base: '100%', md: 'auto' }} data-testid="lab-diagram-layout-time">
            {t('diagram.layoutTime', { ms: Math.round(result.ms) })}
          </Text>
        )}
      </HStack>
      <Box ref={boxRef} position="relative" h={boxHeight === null ? { base: '360px', md: '520px' } : `${boxHeight}px`} maxW="100%" overflow="hidden" borderWidth="1px" borderColor="border" rounded="md" bg="bg" data-testid="lab-diagram-viewport">
        {!placed && (
          <Text p="4" color="fg.muted" role="status" data-testid="lab-diagram-status">
            {error ? t('diagram.failed') : t('diagram.laying')}
          </Text>
        )}
        {placed && (
          <chakra.svg
            htmlTranslate="no"
            ref={svgRef}
            width="100%"
            height="100%"
            role="group"
            tabIndex={0}
            aria-label={t('diagram.aria', { title })}
            aria-describedby="lab-diagram-keys"
            onKeyDown={onKeyDown}
            data-testid="lab-diagram-svg"
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerUp}
            // Vertical swipes scroll the page (the viewport is as tall as the diagram); horizontal drags pan it.
            style={{ touchAction: 'pan-y', cursor: drag.current ? 'grabbing' : 'grab', display: 'block' }}
            css={{ '&:focus-visible': { outline: '2px solid var(--chakra-colors-blue-focus-ring, #2563eb)', outlineOffset: '-2px' }, '& .lab-state:focus': { outline: 'none' }, '& .lab-state:focus > rect:first-of-type, & .lab-state:focus-visible > rect:first-of-type': { stroke: 'var(--chakra-colors-blue-focus-ring, #2563eb)', strokeWidth: 3 } }}
          >
            <defs>
              <marker id="lab-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
                <path d="M0,0 L10,5 L0,10 z" fill={colors.muted} />
              </marker>
              <marker id="lab-arrow-last" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
                <path d="M0,0 L10,5 L0,10 z" fill={colors.accent} />
              </marker>
            </defs>
            <g data-viewport transform={`translate(${view.x},${view.y}) scale(${view.k})`}>
              {renderNode(diagram.root, -1)}
              {initialEdges.map(renderEdge)}
              {diagram.edges.filter((e) => !e.targetless).map(renderEdge)}
            </g>
          </chakra.svg>
        )}
      </Box>
      {placed && placed.width * view.k > (boxRef.current?.clientWidth ?? Infinity) && (
        <Text fontSize="sm" mt="1" color="fg.muted" data-testid={`${testId}-pan-hint`}>
          {t('diagram.panHint')}
        </Text>
      )}
      <Text id="lab-diagram-keys" srOnly>
        {t('diagram.keys')}
      </Text>
      <Text fontSize="sm" mt="2" minH="5" color="fg.muted" aria-live="polite" data-testid="lab-diagram-description">
        {focused ? `${focused.key ? texts.node(focused) : title} (${focused.key || diagram.machineId}): ${focused.description ? descriptionWords(t, focused.description) : t('diagram.noDescription')}` : t('diagram.hint')}
      </Text>
    </Box>
  )
}
