import { type Static, Type } from "@sinclair/typebox";
import { FreeObject } from "../builders.ts";

/** Part 2.1: the body of every 4XX (and, per the extension spec, 5XX) response. */
export const ErrorBody = Type.Object({
  error: Type.Object({
    code: Type.String(),
    message: Type.String(),
    details: Type.Optional(FreeObject()),
  }),
});
export type ErrorBody = Static<typeof ErrorBody>;

/** One entry of `error.details.fields` on 422 `validation_failed` (extension spec part 0). */
export const FieldError = Type.Object({
  path: Type.String(),
  message: Type.String(),
});
export type FieldError = Static<typeof FieldError>;

export const ValidationErrorDetails = Type.Object({
  fields: Type.Array(FieldError),
});
export type ValidationErrorDetails = Static<typeof ValidationErrorDetails>;
