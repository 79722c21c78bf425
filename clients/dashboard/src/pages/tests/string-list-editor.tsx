import { Button, Group, Stack, Text, Textarea } from "@mantine/core";
import type { FieldErrorOf } from "../../ui/form-errors.ts";
import { FieldAlert } from "./field-alert.tsx";

/** A list of texts (examples, conditions): each its own field, added and removed one by one. */
export function StringListEditor({
  legend,
  description,
  itemLabel,
  addLabel,
  values,
  onChange,
  path,
  fieldError,
  disabled,
}: {
  legend: string;
  description?: string;
  itemLabel: string;
  addLabel: string;
  values: string[];
  onChange: (values: string[]) => void;
  /** The body's field the list is, as a JSON pointer (`/success_examples`). */
  path: string;
  fieldError: FieldErrorOf;
  disabled: boolean;
}) {
  const listError = fieldError(path);
  return (
    <Stack gap="xs">
      <div>
        <Text fw={500} size="sm">
          {legend}
        </Text>
        {description ? (
          <Text size="xs" c="dimmed">
            {description}
          </Text>
        ) : null}
        <FieldAlert message={listError} size="xs" />
      </div>
      {values.map((value, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the rows are the list's positions, which field errors name.
        <Group key={index} align="flex-start" gap="xs" wrap="nowrap">
          <Textarea
            style={{ flex: 1 }}
            label={`${itemLabel} ${index + 1}`}
            autosize
            minRows={1}
            value={value}
            disabled={disabled}
            onChange={(e) => onChange(values.map((v, i) => (i === index ? e.currentTarget.value : v)))}
            error={fieldError(`${path}/${index}`, true)}
          />
          <Button
            mt={24}
            size="xs"
            variant="subtle"
            color="red"
            disabled={disabled}
            aria-label={`Remove ${itemLabel.toLowerCase()} ${index + 1}`}
            onClick={() => onChange(values.filter((_, i) => i !== index))}
          >
            Remove
          </Button>
        </Group>
      ))}
      <div>
        <Button size="xs" variant="light" disabled={disabled} onClick={() => onChange([...values, ""])}>
          {addLabel}
        </Button>
      </div>
    </Stack>
  );
}
