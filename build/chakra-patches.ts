import type { Plugin } from 'vite'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

/**
 * The Chakra version these patches were written against. Another installed version fails the build
 * (and the dev server) at once with the list below to re-check: change PATCHED_FOR after checking
 * each patch still means what its comment says (the edits themselves are also checked, per file).
 */
export const PATCHED_FOR = '3.37.0'

/**
 * Small patches to Chakra's dist files, each checked (a Chakra upgrade that changes the code fails
 * the build here instead of silently losing the patch):
 * - anatomy.js extends Ark's anatomies at module level (`x.extendWith(...)`): marked pure, the
 *   anatomies of components no loaded code uses drop out of the page's chunks (with
 *   `createAnatomy` listed in manualPureFunctions below).
 * - conditions.js answers "is this a condition?" with `Object.keys(values).includes(key)`, an
 *   array built and scanned for every style key Chakra resolves (at boot: every token variable):
 *   a Set instead (to keep total blocking time low).
 * - system.js builds the global CSS (reset, global styles, every token as a variable) eagerly in
 *   `createSystem`, about half its time: built on first use instead. The app never uses it in the
 *   browser: index.html carries that CSS, built at build time (chakraGlobalCss below).
 * - system.js: `createSystem.prepareSteps(...configs)` returns the two expensive first steps of
 *   `createSystem` (merging the configs, building the token dictionary) as functions, so the app
 *   runs each in a task of its own (src/app/chakra.tsx); `createSystem` called with the same config
 *   objects then starts from their result. Without the patch (dev server, vitest) it is absent and
 *   the app simply builds the system in one go.
 * - factory.js builds every styled element's recipe again on each render (`cva(config)`, then
 *   `mergeCva`, each with fresh memo caches that never hit): built once per element type and
 *   system instead (a WeakMap by the system's `cva`). The recipe depends only on the element's
 *   config, its base tag's and the system, all fixed. Measured: a signed-in /todos load 939 → 855 ms
 *   of main-thread time (three loads each, alternated), the todos and posts e2e tests about 4 % less
 *   browser CPU.
 * - factory.js serialises each element's styles to CSS text and hashes it on every render (emotion's
 *   `serializeStyles`): once per styles object instead (a WeakMap). The styles object is what
 *   Chakra's memoised `css()` returned, one object for equal styles and never changed afterwards, so
 *   its CSS text is too; an element that also names emotion classes in `className` is serialised as
 *   before.
 * - utils/memo.js keys every memoised call (the `css()` of each styled element on each render, each
 *   property name checked, each token looked up) by `simpleHash`, which sorts every object's keys and
 *   builds the key through arrays (`map`, `join`), and its LRU cache moves an entry on every hit: in a
 *   profile of page loads and forms these were the most expensive functions of the page after React's.
 *   Instead: the key built in one pass without sorting (keys in their own order: equal keys still mean
 *   equal arguments, so a cached result is still the right one; a call with the keys in another order
 *   only misses), each string prefixed with its length (two different arguments can no longer build
 *   the same key), a single string argument looked up as itself in a map of its own, and hits leave
 *   the cache's order alone (the oldest entry is dropped when it is full).
 */
export const CHAKRA_PATCHES: { file: RegExp; edits: [from: RegExp | string, to: string][] }[] = [
  { file: /[\\/]dist[\\/]esm[\\/]anatomy\.js$/, edits: [[/= ([\w$]+)\.extendWith\(/g, '= /* @__PURE__ */ $1.extendWith(']] },
  {
    file: /[\\/]dist[\\/]esm[\\/]styled-system[\\/]conditions\.js$/,
    edits: [['function has(key) {\n    return keys().includes(key) ||', 'const keySet = new Set(Object.keys(values));\n  function has(key) {\n    return keySet.has(key) ||']],
  },
  {
    file: /[\\/]dist[\\/]esm[\\/]styled-system[\\/]factory\.js$/,
    edits: [
      [
        [
          '  const Styled = withEmotionCache((inProps, cache2, ref) => {',
          '    const { cva, isValidProperty } = useChakraContext();',
          '    const cvaFn = configOrCva.__cva__ ? configOrCva : cva(configOrCva);',
          '    const baseCva = tag.__emotion_cva && !tag.__emotion_cva.__cva__ ? cva(tag.__emotion_cva) : tag.__emotion_cva;',
          '    const cvaRecipe = mergeCva(baseCva, cvaFn);',
        ].join('\n'),
        [
          '  const recipes = /* @__PURE__ */ new WeakMap();',
          '  const Styled = withEmotionCache((inProps, cache2, ref) => {',
          '    const { cva, isValidProperty } = useChakraContext();',
          '    let cvaRecipe = recipes.get(cva);',
          '    if (cvaRecipe === void 0) {',
          '      const cvaFn = configOrCva.__cva__ ? configOrCva : cva(configOrCva);',
          '      const baseCva = tag.__emotion_cva && !tag.__emotion_cva.__cva__ ? cva(tag.__emotion_cva) : tag.__emotion_cva;',
          '      cvaRecipe = mergeCva(baseCva, cvaFn);',
          '      recipes.set(cva, cvaRecipe);',
          '    }',
        ].join('\n'),
      ],
      [
        [
          '    const serialized = serializeStyles(',
          '      styles.concat(classInterpolations),',
          '      cache2.registered,',
          '      mergedProps',
          '    );',
        ].join('\n'),
        [
          '    const plain = classInterpolations.length === 1 && styleProps !== null && typeof styleProps === "object";',
          '    let serialized = plain ? serializedStyles.get(styleProps) : void 0;',
          '    if (serialized === void 0) {',
          '      serialized = serializeStyles(styles.concat(classInterpolations), cache2.registered, mergedProps);',
          '      if (plain) serializedStyles.set(styleProps, serialized);',
          '    }',
        ].join('\n'),
      ],
      ['  let styles = [];\n', '  let styles = [];\n  const serializedStyles = /* @__PURE__ */ new WeakMap();\n'],
    ],
  },
  {
    file: /[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/,
    edits: [
      // The global CSS on first use.
      ['const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];', 'let globalStyles;'],
      ['    _global,\n', '    get _global() {\n      return globalStyles ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];\n    },\n'],
      // prepareSteps: the merged config and the token dictionary, each a step; createSystem called
      // with the same config objects afterwards starts from them.
      [
        'function createSystem(...configs) {\n  const config = mergeConfigs(...configs);',
        [
          'let prepared = null;',
          'function systemTokens(config) {',
          '  const { theme = {}, cssVarsPrefix = "chakra" } = config;',
          '  return createTokenDictionary({ breakpoints: theme.breakpoints, tokens: theme.tokens, semanticTokens: theme.semanticTokens, prefix: cssVarsPrefix });',
          '}',
          'function createSystem(...configs) {',
          '  const ready = prepared && prepared.configs.length === configs.length && prepared.configs.every((c, i) => c === configs[i]) ? prepared : null;',
          '  if (ready) prepared = null;',
          '  const config = ready ? ready.config : mergeConfigs(...configs);',
        ].join('\n'),
      ],
      [/const tokens = createTokenDictionary\(\{[^}]*\}\);/, 'const tokens = ready ? ready.tokens : systemTokens(config);'],
      [
        'export { createSystem, isValidSystem };',
        [
          'createSystem.prepareSteps = (...configs) => {',
          '  let config;',
          '  return [',
          '    () => { config = mergeConfigs(...configs); },',
          '    () => { prepared = { configs, config, tokens: systemTokens(config) }; },',
          '  ];',
          '};',
          'export { createSystem, isValidSystem };',
        ].join('\n'),
      ],
    ],
  },
  {
    file: /[\\/]dist[\\/]esm[\\/]utils[\\/]memo\.js$/,
    edits: [
      [
        /function simpleHash\(value\) \{[\s\S]*?\n\}\nclass LRUCache/,
        [
          'function simpleHash(value) {',
          '  if (value === null) return "null";',
          '  if (value === void 0) return "undefined";',
          '  switch (typeof value) {',
          '    case "string": return "s" + value.length + ":" + value;',
          '    case "number": return "n:" + value;',
          '    case "boolean": return value ? "b:true" : "b:false";',
          '    case "function": return "f:" + (value.name || "anonymous");',
          '    case "object": {',
          '      let key;',
          '      if (Array.isArray(value)) {',
          '        key = "a:[";',
          '        for (let i = 0; i < value.length; i++) key += (i ? "," : "") + simpleHash(value[i]);',
          '        return key + "]";',
          '      }',
          '      key = "o:{";',
          '      let first = true;',
          '      for (const k in value) {',
          '        if (!Object.prototype.hasOwnProperty.call(value, k)) continue;',
          '        key += (first ? "" : ",") + k.length + ":" + k + ":" + simpleHash(value[k]);',
          '        first = false;',
          '      }',
          '      return key + "}";',
          '    }',
          '  }',
          '  return String(value);',
          '}',
          'class LRUCache',
        ].join('\n'),
      ],
      [
        [
          '  get(key) {',
          '    const value = this.cache.get(key);',
          '    if (value !== void 0) {',
          '      this.cache.delete(key);',
          '      this.cache.set(key, value);',
          '    }',
          '    return value;',
          '  }',
        ].join('\n'),
        '  get(key) {\n    return this.cache.get(key);\n  }',
      ],
      [
        [
          'const memo = (fn) => {',
          '  const cache = new LRUCache();',
          '  function get(...args) {',
          '    const key = args.length === 1 ? simpleHash(args[0]) : args.map(simpleHash).join("|");',
          '    let result = cache.get(key);',
          '    if (result === void 0) {',
          '      result = fn.apply(this, args);',
          '      cache.set(key, result);',
          '    }',
        ].join('\n'),
        [
          'const memo = (fn) => {',
          '  const cache = new LRUCache();',
          '  const byString = new LRUCache();',
          '  function get(...args) {',
          '    const single = args.length === 1 && typeof args[0] === "string";',
          '    const store = single ? byString : cache;',
          '    let key = single ? args[0] : "";',
          '    if (!single) for (let i = 0; i < args.length; i++) key += (i ? "|" : "") + simpleHash(args[i]);',
          '    let result = store.get(key);',
          '    if (result === void 0) {',
          '      result = fn.apply(this, args);',
          '      store.set(key, result);',
          '    }',
        ].join('\n'),
      ],
    ],
  },
]
/** The installed @chakra-ui/react version; throws when it is not PATCHED_FOR. */
export function checkChakraVersion(): void {
  const require = createRequire(import.meta.url)
  const pkg = JSON.parse(readFileSync(require.resolve('@chakra-ui/react/package.json'), 'utf8')) as { version: string }
  if (pkg.version === PATCHED_FOR) return
  const files = CHAKRA_PATCHES.map((patch) => `  - ${String(patch.file)}: ${patch.edits.length} edit(s)`).join('\n')
  throw new Error(
    `build/chakra-patches.ts: @chakra-ui/react is ${pkg.version}, the patches were written for ${PATCHED_FOR}.\n` +
      `Re-check each patch against the new dist files, then set PATCHED_FOR to ${pkg.version}:\n${files}`,
  )
}

/** Applies CHAKRA_PATCHES to one Chakra dist module; null for any other module. */
export function patchChakra(code: string, id: string): string | null {
  if (!/@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]/.test(id)) return null
  const edits = CHAKRA_PATCHES.filter((patch) => patch.file.test(id)).flatMap((patch) => patch.edits)
  if (edits.length === 0) return null
  let patched = code
  for (const [from, to] of edits) {
    const next = patched.replace(from, to)
    if (next === patched) throw new Error(`build/chakra-patches.ts: ${id} no longer contains ${String(from)} (Chakra upgraded? re-check the patch)`)
    patched = next
  }
  return patched
}

/**
 * The patches as a vite plugin (production builds, SSR builds) and, through `optimizeDeps`, in the
 * dev server's pre-bundle of Chakra too, so dev runs the same patched Chakra as production.
 */
export function chakraPatches(): Plugin {
  checkChakraVersion()
  // One transform for both bundlers (vite's and the dev pre-bundle's rolldown).
  const transform = (code: string, id: string) => {
    const patched = patchChakra(code, id)
    return patched === null ? null : { code: patched, map: null }
  }
  return {
    name: 'chakra-patches',
    config: () => ({
      optimizeDeps: {
        rolldownOptions: {
          plugins: [{ name: 'chakra-patches', transform }],
        },
      },
    }),
    transform,
  }
}
