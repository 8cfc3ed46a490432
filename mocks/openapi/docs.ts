/**
 * Swagger UI at /docs on the practice server (FastAPI's convention), reading
 * /api/v1/openapi.json: the `swagger-ui-dist` files served statically plus a small page.
 * Node only (mocks/server.ts): `app.use('/docs', docsRouter())`.
 */
import express, { type Router } from 'express'
import { createRequire } from 'node:module'
import { dirname } from 'node:path'
import { API_PREFIX } from '@machines/shared/api-prefix'
import { OPENAPI_PATH } from './route'

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>QA Playground API - Swagger UI</title>
<link rel="stylesheet" href="./swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="./swagger-ui-bundle.js"></script>
<script src="./init.js"></script>
</body>
</html>
`

const INIT = `window.ui = SwaggerUIBundle({
  url: ${JSON.stringify(`${API_PREFIX}${OPENAPI_PATH}`)},
  dom_id: '#swagger-ui',
  deepLinking: true,
  persistAuthorization: true,
});
`

/** The folder of the installed swagger-ui-dist (a devDependency; the practice server runs from the repository). */
function swaggerUiFolder(): string {
  return dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))
}

export function docsRouter(): Router {
  const router = express.Router()
  const page = (_req: express.Request, res: express.Response) => {
    res.type('html').send(PAGE)
  }
  // '/docs' → '/docs/' so the page's relative asset URLs resolve under /docs/.
  router.get('/', (req, res, next) => {
    if (!req.originalUrl.split('?')[0]!.endsWith('/')) res.redirect(301, `${req.baseUrl}/`)
    else next()
  })
  router.get(['/', '/index.html'], page)
  router.get('/init.js', (_req, res) => {
    res.type('application/javascript').send(INIT)
  })
  router.use(express.static(swaggerUiFolder(), { index: false }))
  return router
}
