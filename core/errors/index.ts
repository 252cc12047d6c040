/** The error catalogue (product spec §8) and the normalisation of request failures. */
export type { ClientErrorObject } from './client-error-object.js';
export { ErrorMessage, unexpectedChartDataStatus } from './error-messages.js';
export { ErrorType, isErrorType } from './error-type.js';
export { formatMessage } from './format-message.js';
export { getClientErrorObject } from './get-client-error-object.js';
export { getErrorMessage } from './get-error-message.js';
export { HTTP_STATUS_NAMES, httpStatusName } from './http-status-names.js';
export { isAbortError } from './is-abort-error.js';
export { isCsrfError } from './is-csrf-error.js';
export { ISSUE_CODE_EXPLANATIONS, issueCode } from './issue-codes.js';
export type { IssueCode } from './issue-codes.js';
export { CSRF_ERROR, parseErrorPayload } from './parse-error-payload.js';
export type { ParsedErrorPayload } from './parse-error-payload.js';
export type { ErrorLevel, TesseraError, TesseraErrorExtra } from './tessera-error.js';
export { DangerToast, SuccessToast, WarningToast } from './toast-messages.js';
