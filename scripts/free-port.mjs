/** A port nothing listens on now (for the scripts that start a server of their own: kill-score, bench:server). */
import { createServer } from 'node:net'

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}
