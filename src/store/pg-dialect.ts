/**
 * Kysely's PostgreSQL dialect with an introspector that sees only the store's own schema.
 *
 * Why: Kysely's Migrator asks the introspector whether its tables exist, and the stock
 * PostgreSQL introspector reads every table of every schema the role can use, calling
 * `has_schema_privilege` and `pg_get_serial_sequence` by schema name for each. A schema dropped
 * by anyone while that query runs makes it fail ("schema ... does not exist"), which is what
 * concurrent test processes did to each other; on a shared production database it is also a
 * needless scan of everybody's catalog. Onward never introspects anything but its own schema.
 */
import {
  PostgresDialect,
  sql,
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type Kysely,
  type PostgresDialectConfig,
  type SchemaMetadata,
  type TableMetadata,
} from 'kysely';

/** `schema` undefined: the connection's current schema (the first of its search_path). */
export class OwnSchemaIntrospector implements DatabaseIntrospector {
  readonly #db: Kysely<unknown>;
  readonly #schema: string | undefined;

  constructor(db: Kysely<unknown>, schema: string | undefined) {
    this.#db = db;
    this.#schema = schema;
  }

  #target() {
    return this.#schema === undefined ? sql<string>`current_schema()` : sql<string>`${this.#schema}`;
  }

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{
      name: string;
    }>`select nspname as name from pg_catalog.pg_namespace where nspname = ${this.#target()}`.execute(this.#db);
    return rows.map((r) => ({ name: r.name }));
  }

  /** Tables and views of the schema, without columns: the Migrator needs their names only. */
  async getTables(): Promise<TableMetadata[]> {
    const { rows } = await sql<{ name: string; schema: string; kind: string }>`
      select c.relname as name, ns.nspname as schema, c.relkind as kind
      from pg_catalog.pg_class c join pg_catalog.pg_namespace ns on ns.oid = c.relnamespace
      where ns.nspname = ${this.#target()} and c.relkind in ('r', 'v', 'p')
      order by c.relname`.execute(this.#db);
    return rows.map((r) => ({ name: r.name, schema: r.schema, isView: r.kind === 'v', columns: [] }));
  }

  async getMetadata(): Promise<DatabaseMetadata> {
    return { tables: await this.getTables() };
  }
}

export class OwnSchemaPostgresDialect extends PostgresDialect {
  readonly #schema: string | undefined;

  constructor(config: PostgresDialectConfig, schema: string | undefined) {
    super(config);
    this.#schema = schema;
  }

  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new OwnSchemaIntrospector(db, this.#schema);
  }
}
