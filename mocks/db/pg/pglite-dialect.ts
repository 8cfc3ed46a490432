/**
 * A Kysely dialect for PGlite (PostgreSQL in WebAssembly, in this process).
 *
 * Why a small adapter of our own rather than a package: `kysely-pglite-dialect` (1.3) declares
 * PGlite ^0.2–^0.4 only (we use 0.5), and `kysely-pglite` (0.6) brings a CLI with oclif,
 * chokidar and kysely-codegen. What a dialect needs is small: PostgreSQL's adapter, query
 * compiler and introspector come with Kysely; only the driver is PGlite-specific (below).
 *
 * PGlite is ONE connection: the driver hands it out to one user at a time (a queue), so a
 * Kysely transaction owns it until it commits and other queries wait their turn. Consequence:
 * code inside `db.transaction().execute(trx => …)` must use `trx`, never `db` (it would wait
 * for itself). Streaming is not supported (nothing here streams).
 */
import type { PGlite } from '@electric-sql/pglite'
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely'

export class PGliteDialect implements Dialect {
  constructor(private readonly pglite: PGlite) {}
  createAdapter() {
    return new PostgresAdapter()
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pglite)
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's Dialect signature
  createIntrospector(db: Kysely<any>) {
    return new PostgresIntrospector(db)
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler()
  }
}

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pglite: PGlite) {}
  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.pglite.query<R>(query.sql, query.parameters as unknown[])
    const changed = result.affectedRows !== undefined && /^(INSERT|UPDATE|DELETE|MERGE)/i.test(query.sql.trimStart()) ? BigInt(result.affectedRows) : undefined
    return changed === undefined ? { rows: result.rows } : { rows: result.rows, numAffectedRows: changed }
  }
  // eslint-disable-next-line require-yield -- the interface asks for a generator; PGlite has no cursor here
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGliteDialect does not stream')
  }
}

class PGliteDriver implements Driver {
  private readonly connection: PGliteConnection
  /** Resolves when the current holder releases the connection. */
  private turn: Promise<void> = Promise.resolve()
  private release: (() => void) | undefined

  constructor(pglite: PGlite) {
    this.connection = new PGliteConnection(pglite)
  }
  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.turn
    let release!: () => void
    this.turn = new Promise<void>((resolve) => (release = resolve))
    await previous
    this.release = release
    return this.connection
  }
  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const level = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : ''
    await connection.executeQuery(CompiledQuery.raw(`begin${level}`))
  }
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'))
  }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'))
  }
  async releaseConnection(): Promise<void> {
    const release = this.release
    this.release = undefined
    release?.()
  }
  /** The PGlite instance belongs to whoever created it (mocks/db/pg/store.ts closes it). */
  async destroy(): Promise<void> {}
}
