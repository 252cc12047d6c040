/** Chart-data result formats: JSON records, CSV, XLSX and Arrow IPC, all from columnar frames. */
export { type SerializableFrame, type ColumnTypes } from './serializable-frame.js';
export { toRecords, type ToRecordsOptions } from './to-records.js';
export { toCsv, isoDateTime, type CsvOptions } from './to-csv.js';
export { toXlsx, type XlsxOptions } from './to-xlsx.js';
export { toArrowIpc, type ArrowOptions } from './to-arrow-ipc.js';
export { JsonBufferWriter, jsonString, writeRecordsJson, writeIndexNamesJson } from './json-writer.js';
