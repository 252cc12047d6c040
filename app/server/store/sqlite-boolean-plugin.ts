import {
  OperationNodeTransformer,
  PrimitiveValueListNode,
  ValueNode,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryId,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

/** better-sqlite3 refuses JS booleans as parameters; SQLite stores them as 0 and 1 anyway. */
class BooleanParameterTransformer extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode, queryId?: QueryId): ValueNode {
    const value = super.transformValue(node, queryId);
    if (typeof value.value !== 'boolean') return value;
    const asInteger = value.value ? 1 : 0;
    return value.immediate ? ValueNode.createImmediate(asInteger) : ValueNode.create(asInteger);
  }

  protected override transformPrimitiveValueList(
    node: PrimitiveValueListNode,
    queryId?: QueryId,
  ): PrimitiveValueListNode {
    const list = super.transformPrimitiveValueList(node, queryId);
    if (!list.values.some((value) => typeof value === 'boolean')) return list;
    return PrimitiveValueListNode.create(
      list.values.map((value) => (typeof value === 'boolean' ? (value ? 1 : 0) : value)),
    );
  }
}

/**
 * Makes booleans behave the same on SQLite as on PostgreSQL. Outgoing: every boolean parameter
 * (values, `where`, `set`, `sql` template arguments, DDL defaults) becomes 1 or 0. Incoming:
 * every result column whose name is in `booleanColumns` and whose value is the integer 0 or 1
 * becomes false or true. A boolean column read under an alias not in the set stays 0/1; select
 * it under its own name or convert it with `Boolean(value)`.
 */
export class SqliteBooleanPlugin implements KyselyPlugin {
  readonly #transformer = new BooleanParameterTransformer();
  readonly #booleanColumns: ReadonlySet<string>;

  constructor(booleanColumns: ReadonlySet<string>) {
    this.#booleanColumns = booleanColumns;
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node, args.queryId);
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const { result } = args;
    if (result.rows.length === 0) return result;
    return { ...result, rows: result.rows.map((row) => this.#readBooleans(row)) };
  }

  #readBooleans(row: UnknownRow): UnknownRow {
    let converted: Record<string, unknown> | undefined;
    for (const key of Object.keys(row)) {
      const value = row[key];
      if ((value === 0 || value === 1) && this.#booleanColumns.has(key)) {
        converted ??= { ...row };
        converted[key] = value === 1;
      }
    }
    return converted ?? row;
  }
}
