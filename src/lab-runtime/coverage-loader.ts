/**
 * One hop between the main chunk and the coverage chunk: the main chunk then only names this
 * tiny file, and the list of the catalogue's machine chunks to preload lives here, not in the
 * main chunk (it cost ~0.4 KB gz there).
 */
export const loadCoverage = () => import('./coverage')
