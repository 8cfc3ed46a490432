/**
 * Password hashing of the sandbox: 'sha256:' + hex(SHA-256('qa-playground:' + password)).
 * Web Crypto, so it runs in browsers and in Node 20. The seed generator computes the same
 * value with node:crypto.
 */
const PREFIX = 'sha256:'
const PEPPER = 'qa-playground:'

export async function hashPassword(password: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(PEPPER + password))
  return PREFIX + Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('')
}

export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  return hash.startsWith(PREFIX) && (await hashPassword(password)) === hash
}
