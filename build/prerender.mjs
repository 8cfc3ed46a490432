// Build-time snapshot of the public pages: `node build/prerender.mjs <outDir>` opens
// the built app in headless Chromium (English, light, signed out, no query), waits until each
// page has rendered, and writes its HTML and the CSS it uses into <outDir>/index.html (for `/`),
// <outDir>/about.html and <outDir>/login.html (vite preview serves /about from about.html; the
// network-mode server does the same).
//
// The snapshot is a picture, not the app: an `inert`, `aria-hidden` copy without test ids, ids or
// form names, inside a closed declarative shadow root (`<template shadowrootmode="closed">`, so
// no document-level text, role, CSS or XPath query of a test finds it) of `#prerender` before `#root`, shown only when index.html's inline script finds the
// visitor is the one it was taken for (html.pre: English, no stored token, no query, the same
// path, no sandbox settings in this tab, not network mode). The app renders into `#root` underneath
// as before; index.html's second inline script removes the picture in the frame the page has
// rendered, and only then is html[data-app-ready="true"] set (src/app/app.tsx sets "pending" while
// the picture is up). Everyone else gets the boot spinner exactly as before.
//
// Called by build/prerender.ts (a vite plugin) after every client build (skipped with QA_PRERENDER=0, or with a
// warning when no Chromium is found: the app works the same without it).
import { createServer } from 'node:http'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { findChromium } from '../.ci/chromium.mjs'

export const PRERENDERED = [
  ['/', 'index.html'],
  ['/about', 'about.html'],
  ['/login', 'login.html'],
]

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json', '.woff2': 'font/woff2', '.png': 'image/png' }

function serve(dir, template) {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    const file = path.join(dir, decodeURIComponent(url.pathname))
    const isFile = file.startsWith(dir) && url.pathname !== '/' && existsSync(file) && !file.endsWith(path.sep)
    if (isFile && url.pathname !== '/index.html') {
      res.setHeader('Content-Type', TYPES[path.extname(file)] ?? 'application/octet-stream')
      if (url.pathname === '/mockServiceWorker.js' || url.pathname === '/sandbox-worker.js') res.setHeader('Service-Worker-Allowed', '/')
      res.end(readFileSync(file))
      return
    }
    if (path.extname(url.pathname) && url.pathname !== '/index.html') {
      res.statusCode = 404
      res.end()
      return
    }
    res.setHeader('Content-Type', TYPES['.html'])
    res.end(template)
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

/** Runs in the page: the rendered #root as an inert picture, and the CSS rules it uses. */
function snapshot() {
  const root = document.getElementById('root')
  const clone = root.cloneNode(true)
  clone.querySelector('#boot')?.remove()
  clone.querySelectorAll('script, noscript, template').forEach((el) => el.remove())
  // The theme toggle's icon is the light theme's: hidden (its box kept), a dark visitor would see the wrong one.
  clone.querySelectorAll('[data-testid$="theme-toggle"] > *').forEach((icon) => {
    icon.style.visibility = 'hidden'
  })
  const STRIP = ['data-testid', 'id', 'name', 'for', 'form', 'autofocus', 'tabindex', 'aria-controls', 'aria-labelledby', 'aria-describedby']
  clone.querySelectorAll('*').forEach((el) => {
    for (const a of STRIP) el.removeAttribute(a)
    if (el.tagName === 'A') el.removeAttribute('href')
  })
  const html = clone.innerHTML
  const used = new Set()
  for (const m of html.matchAll(/class="([^"]*)"/g)) for (const c of m[1].split(/\s+/)) if (c) used.add(c)
  // A rule is kept unless every class it names is absent from the snapshot.
  const keep = (selector) => {
    const classes = [...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]).filter((c) => c !== 'dark' && c !== 'light')
    if (classes.length === 0) return true
    return selector.split(',').some((part) => {
      const own = [...part.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]).filter((c) => c !== 'dark' && c !== 'light' && c !== 'chakra-theme')
      return own.every((c) => used.has(c))
    })
  }
  // Two style sheets: the document's (html/body and the theme's custom properties, which the
  // picture inherits through its shadow root) and the shadow root's (every rule its elements need).
  // Rules naming a generated class (css-*) go only into the shadow root; html/:root/.dark-only rules
  // only into the document; the rest (resets on *, a, button, …) into both.
  const GLOBAL = /^(?:\s*(?::where\()?(?:html|:root|body|\.dark|\.light|\.chakra-theme)\b[^,]*,?)+$/
  const forShadow = (text) => text.replace(/(^|,\s*|\{\s*|\}\s*)\.(dark|light) /g, '$1:host-context(.$2) ')
  const rules = (list) => {
    const doc = []
    const shadow = []
    for (const rule of list) {
      if (rule instanceof CSSStyleRule) {
        if (!keep(rule.selectorText)) continue
        const generated = /\.css-/.test(rule.selectorText)
        const global = !generated && GLOBAL.test(rule.selectorText)
        if (!generated) doc.push(rule.cssText)
        if (!global) shadow.push(forShadow(rule.cssText))
      } else if (rule instanceof CSSMediaRule || rule instanceof CSSSupportsRule || (typeof CSSLayerBlockRule !== 'undefined' && rule instanceof CSSLayerBlockRule)) {
        const inner = rules(rule.cssRules)
        const head = rule.cssText.slice(0, rule.cssText.indexOf('{'))
        if (inner.doc.length > 0) doc.push(`${head}{${inner.doc.join('')}}`)
        if (inner.shadow.length > 0) shadow.push(`${head}{${inner.shadow.join('')}}`)
      } else {
        doc.push(rule.cssText)
        shadow.push(rule.cssText)
      }
    }
    return { doc, shadow }
  }
  const css = []
  const shadowCss = []
  for (const sheet of document.styleSheets) {
    const owner = sheet.ownerNode
    // Emotion's sheets, and Chakra's global CSS that index.html carries (vite.config.ts,
    // chakraGlobalCss): the document has that one already, so only the shadow root takes its rules.
    const chakraGlobal = owner?.id === 'chakra-global-css'
    if (!owner || owner.nodeName !== 'STYLE' || !(owner.hasAttribute('data-emotion') || chakraGlobal)) continue
    try {
      const { doc, shadow } = rules(sheet.cssRules)
      if (!chakraGlobal) css.push(...doc)
      shadowCss.push(...shadow)
    } catch {
      /* not readable */
    }
  }
  // Custom properties the app sets on <html> at run time (e.g. the header's height).
  const vars = []
  const style = document.documentElement.style
  for (let i = 0; i < style.length; i += 1) {
    const name = style[i]
    if (name.startsWith('--')) vars.push(`${name}:${style.getPropertyValue(name)}`)
  }
  return { html, css: css.join('\n'), shadowCss: shadowCss.join('\n'), vars: vars.join(';') }
}

/** The page's content has rendered: the app is ready and no page or guard spinner is left. */
function rendered() {
  if (document.documentElement.dataset.appReady !== 'true') return false
  const main = document.querySelector('#root main')
  return !!main && main.children.length > 0 && !document.querySelector('#root [data-testid="page-loading"], #root [data-testid="route-guard-spinner"]')
}

export async function prerender(outDir, { log = console.info } = {}) {
  const dir = path.resolve(outDir)
  const indexFile = path.join(dir, 'index.html')
  const template = readFileSync(indexFile, 'utf8').replace(/<div id="prerender"[\s\S]*?<!--\/prerender-->\s*/, '').replace(/<style id="prerender-css">[\s\S]*?<\/style>\s*/, '')
  if (!template.includes('<div id="root">')) throw new Error(`${indexFile}: no <div id="root">`)
  const executablePath = findChromium()
  if (!executablePath) {
    log(`prerender: skipped (no Chromium: the pages boot with the spinner as before)`)
    return false
  }
  const server = await serve(dir, template)
  const { port } = server.address()
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] })
  try {
    for (const [route, file] of PRERENDERED) {
      // A phone's width: the pages are responsive through CSS media queries, so one DOM serves every width.
      const context = await browser.newContext({ locale: 'en-US', colorScheme: 'light', viewport: { width: 412, height: 823 } })
      const page = await context.newPage()
      const errors = []
      page.on('pageerror', (e) => errors.push(e.message))
      await page.goto(`http://127.0.0.1:${port}${route}`)
      await page.waitForFunction(rendered, undefined, { timeout: 60_000 })
      await page.waitForTimeout(300) // late effects (fonts, measured heights)
      if (!(await page.evaluate(rendered))) await page.waitForFunction(rendered, undefined, { timeout: 30_000 })
      if (errors.length) throw new Error(`prerender ${route}: ${errors.join('; ')}`)
      const { html, css, shadowCss, vars } = await page.evaluate(snapshot)
      await context.close()
      const out = template
        .replace('<html lang="en"', `<html lang="en" data-prerender="${route}"`)
        .replace('</head>', `  <style id="prerender-css">${css.replace(/<\/style/gi, '<\\/style')}</style>\n  </head>`)
        // A closed declarative shadow root: the picture paints before any JavaScript, yet no
        // document-level query sees its text or roles (Playwright's getByText/getByRole pierce only
        // open shadow roots; Selenium's link text, XPath and CSS do not enter shadow trees).
        .replace('<div id="root">', `<div id="prerender" inert aria-hidden="true"${vars ? ` style="${vars.replace(/"/g, '&quot;')}"` : ''}><template shadowrootmode="closed"><style>${shadowCss.replace(/<\/style/gi, '<\\/style')}</style>${html}</template></div><!--/prerender-->\n    <div id="root">`)
      writeFileSync(path.join(dir, file), out)
      log(`prerender: ${route} → ${path.relative(process.cwd(), path.join(dir, file))} (${Math.round(html.length / 1024)} KB HTML, ${Math.round(css.length / 1024)} + ${Math.round(shadowCss.length / 1024)} KB CSS)`)
    }
  } finally {
    await browser.close()
    server.close()
  }
  return true
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const outDir = process.argv[2] ?? 'dist'
  prerender(outDir).catch((error) => {
    console.error(error)
    process.exit(1)
  })
}
