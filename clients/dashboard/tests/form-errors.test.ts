import { describe, expect, it } from "bun:test";
import { ApiError } from "../src/api/api-error.ts";
import { formErrors } from "../src/ui/form-errors.ts";

const refused = (fields: { path: string; message: string }[]) =>
  new ApiError(422, "validation_failed", "The request is not valid.", { fields });

describe("where a form shows the API's refusal", () => {
  it("shows a field's message at the field, and no notice when one of the form's fields has it", () => {
    const { at, notice } = formErrors(refused([{ path: "/name", message: "must not be blank" }]), ["/name", "/role"]);
    expect(at("/name")).toBe("must not be blank");
    expect(at("/role")).toBeUndefined();
    expect(notice).toBeUndefined();
  });

  it("puts the error in a notice when the fields it names are not the form's", () => {
    const error = refused([{ path: "/workspace_id", message: "unknown" }]);
    expect(formErrors(error, ["/name"]).notice).toBe(error);
  });

  it("without a list of fields, puts the error in a notice only when it names no field at all", () => {
    const named = refused([{ path: "/password", message: "too short" }]);
    expect(formErrors(named).notice).toBeUndefined();
    const unnamed = new ApiError(401, "invalid_credentials", "Wrong email or password.");
    expect(formErrors(unnamed).notice).toBe(unnamed);
  });

  it("reads a nested field's message when asked, and nothing of an error that is not the API's", () => {
    const { at } = formErrors(refused([{ path: "/branches/1/percentage", message: "at most two decimals" }]));
    expect(at("/branches/1")).toBeUndefined();
    expect(at("/branches/1", true)).toBe("at most two decimals");
    const offline = new TypeError("Failed to fetch");
    expect(formErrors(offline, ["/name"])).toMatchObject({ notice: offline });
    expect(formErrors(offline).at("/name")).toBeUndefined();
    expect(formErrors(null, ["/name"]).notice).toBeUndefined();
  });
});
