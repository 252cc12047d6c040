import {
  InsertQueryNode,
  OperationNodeTransformer,
  RawNode,
  ValueListNode,
  ValuesNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryId,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

/** A table's column defaults as SQL text (`null` when a column has none). */
export type ColumnDefaultsLookup = (table: string) => ReadonlyMap<string, string | null>;

const DATA_QUERY_KINDS = new Set(['SelectQueryNode', 'InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode']);

class DefaultInsertValueTransformer extends OperationNodeTransformer {
  constructor(private readonly defaultsOf: ColumnDefaultsLookup) {
    super();
  }

  protected override transformInsertQuery(node: InsertQueryNode, queryId?: QueryId): InsertQueryNode {
    const insert = super.transformInsertQuery(node, queryId);
    const table = insert.into?.table.identifier.name;
    const columns = insert.columns?.map((column) => column.column.name);
    if (!table || !columns || !insert.values || !ValuesNode.is(insert.values)) return insert;
    const rows = insert.values.values;
    if (!rows.some((row) => ValueListNode.is(row) && row.values.some(isDefaultMarker))) return insert;

    const defaults = this.defaultsOf(table);
    const filled = rows.map((row) =>
      ValueListNode.is(row) && row.values.some(isDefaultMarker)
        ? ValueListNode.create(
            row.values.map((value, index) =>
              isDefaultMarker(value) ? RawNode.createWithSql(defaults.get(columns[index] ?? '') ?? 'null') : value,
            ),
          )
        : row,
    );
    return InsertQueryNode.cloneWith(insert, { values: ValuesNode.create(filled) });
  }
}

function isDefaultMarker(node: OperationNode): boolean {
  return node.kind === 'DefaultInsertValueNode';
}

/**
 * SQLite has no `DEFAULT` keyword inside `VALUES`, so Kysely writes NULL for a column that some
 * rows of a multi-row insert leave out — which breaks NOT NULL columns with defaults and
 * silently drops the others' defaults. This plugin writes the column's own default expression
 * (read from the live schema) in its place, so multi-row inserts behave as on PostgreSQL.
 */
export class SqliteInsertDefaultsPlugin implements KyselyPlugin {
  readonly #cache = new Map<string, ReadonlyMap<string, string | null>>();
  readonly #transformer: DefaultInsertValueTransformer;

  constructor(lookup: ColumnDefaultsLookup) {
    this.#transformer = new DefaultInsertValueTransformer((table) => {
      let defaults = this.#cache.get(table);
      if (defaults === undefined) {
        defaults = lookup(table);
        this.#cache.set(table, defaults);
      }
      return defaults;
    });
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    // Schema changes (migrations) may change defaults: forget what was read.
    if (!DATA_QUERY_KINDS.has(args.node.kind)) this.#cache.clear();
    return args.node.kind === 'InsertQueryNode' ? this.#transformer.transformNode(args.node, args.queryId) : args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}
