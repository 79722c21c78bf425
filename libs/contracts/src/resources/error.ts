import { type Static, Type } from "@sinclair/typebox";
import { FreeObject } from "../builders.ts";

/** Part 2.1: the body of every 4XX (and, per the extension spec, 5XX) response. */
export const ErrorBody = Type.Object(
  {
    error: Type.Object(
      {
        code: Type.String({ description: "A machine-readable code (`not_found`, `validation_failed`, ...)." }),
        message: Type.String({ description: "A readable explanation; it never echoes a secret." }),
        details: Type.Optional(
          FreeObject({
            description:
              "More about the error, by code: `fields` for `validation_failed`, `reason` for some refusals " +
              "(`csrf_header_missing`, `api_key_not_allowed`, `url_not_public`, ...).",
          }),
        ),
      },
      { description: "What went wrong." },
    ),
  },
  { description: "The body of every error answer (4XX and 5XX)." },
);
export type ErrorBody = Static<typeof ErrorBody>;

/** One entry of `error.details.fields` on 422 `validation_failed` (extension spec part 0). */
export const FieldError = Type.Object({
  path: Type.String({
    description: "Where the field is, JSON-pointer-like (`/branches/1/percentage`).",
  }),
  message: Type.String({ description: "What is wrong with it; the value sent is never echoed." }),
});
export type FieldError = Static<typeof FieldError>;

export const ValidationErrorDetails = Type.Object({
  fields: Type.Array(FieldError, { description: "One entry per field that failed validation." }),
});
export type ValidationErrorDetails = Static<typeof ValidationErrorDetails>;
