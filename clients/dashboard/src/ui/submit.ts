import type { FormEvent } from "react";

/** A form's `onSubmit` that runs `action` in place of the browser's own submission. */
export function whenSubmitted(action: () => void) {
  return (event: FormEvent) => {
    event.preventDefault();
    action();
  };
}
