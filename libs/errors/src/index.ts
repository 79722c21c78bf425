export { AppError, type FieldError, isAppError } from "./app-error.ts";
export { ERROR_STATUS, type ErrorCode, statusOf } from "./codes.ts";
export { DependencyError } from "./dependency-error.ts";
export { type ErrorBody, toErrorBody } from "./error-body.ts";
export { StartupError } from "./startup-error.ts";
