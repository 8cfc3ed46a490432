/**
 * A small ESM stand-in for `hoist-non-react-statics` (wired with a Vite alias in vite.config.ts).
 *
 * @emotion/react imports the package for its side effects only (its `withTheme`, the one user,
 * lives in another file the app never imports), and as CommonJS it stays in the bundle with
 * react-is: ~1 KB gzipped on every page. This keeps the documented behaviour: copy a
 * component's own static properties onto its wrapper, except React's own statics and the
 * ones the wrapper already has.
 */
const REACT_STATICS = new Set([
  'childContextTypes', 'contextType', 'contextTypes', 'defaultProps', 'displayName', 'getDefaultProps',
  'getDerivedStateFromError', 'getDerivedStateFromProps', 'mixins', 'propTypes', 'type', 'compare', 'render', '$$typeof',
  'name', 'length', 'prototype', 'caller', 'callee', 'arguments', 'arity',
])

export default function hoistNonReactStatics<T extends object, S extends object>(target: T, source: S, exclude?: Record<string, boolean>): T {
  if (typeof source === 'string') return target
  for (const key of [...Object.getOwnPropertyNames(source), ...Object.getOwnPropertySymbols(source)]) {
    if (typeof key === 'string' && (REACT_STATICS.has(key) || exclude?.[key])) continue
    const descriptor = Object.getOwnPropertyDescriptor(source, key)
    if (!descriptor || Object.prototype.hasOwnProperty.call(target, key)) continue
    try {
      Object.defineProperty(target, key, descriptor)
    } catch {
      /* a non-configurable property of the target: leave it */
    }
  }
  return target
}
