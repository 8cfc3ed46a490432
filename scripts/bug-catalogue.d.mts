export interface CatalogueBug {
  id: string
  kind: 'machine' | 'handler' | 'view'
  class: string
  screen: string
  path: string
  endpoints: string[]
  specs: string[]
}
export function parseCatalogue(source: string): CatalogueBug[]
export function readCatalogue(file?: URL | string): CatalogueBug[]
