/**
 * The engine kit: dialect-aware helpers the database engine plugins share (row limits, literals,
 * pooled resources, statement cancellation, URI parsing, reading temporal text). Part of the plugin
 * API, so pure TypeScript over JS built-ins and `URL`: no `node:*`, no drivers.
 */
export { applyLimit } from './apply-limit.js';
export { nodeSqlParserExpressions, type NodeSqlParserDialect } from './node-sql-parser-expression.js';
export { defaultReading, sqlReadings, type SqlDialect, type SqlReading } from '../../query/sql-lexer/sql-dialect.js';
export { significantTokens, tokenizeSql, type SqlToken, type SqlTokenKind } from '../../query/sql-lexer/tokenize-sql.js';
export { classifyByKeywords, mentionedWord, type KeywordStatement } from './classify-by-keywords.js';
export { defineSqlLiterals, quotedStringLiteral, type SqlLiteralSyntax, type SqlLiterals } from './define-sql-literals.js';
export { sqlTimestampFromDate } from './literal-values.js';
export { quoteIdentifier } from './quote-identifier.js';
export { epochMillisFromText } from './epoch-millis-from-text.js';
export { ResourcePool, type ResourceFactory } from './resource-pool.js';
export { runGuardedStatement, type GuardedStatement, type StatementLimits } from './run-guarded-statement.js';
export { isBufferedBatch, pullBatches, type BufferedBatch, type ColumnBuffers } from './pull-batches.js';
export { resultRows, type RowQuery } from './result-rows.js';
export { IntrospectingConnection, type EngineIntrospection } from './introspecting-connection.js';
export { testedConnection } from './tested-connection.js';
export type { DatabaseUriFormat } from './database-uri-format.js';
export { parseServerUri, type ServerTarget, type ServerUriFormat } from './parse-server-uri.js';
export { parseFileUri, type FileTarget, type FileUriFormat } from './parse-file-uri.js';
