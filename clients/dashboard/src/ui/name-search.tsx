import { TextInput, type TextInputProps } from "@mantine/core";

/** A search box that narrows a list to the items whose name contains what is typed. */
export function NameSearch({
  onChange,
  ...input
}: Omit<TextInputProps, "onChange" | "type" | "value"> & { value: string; onChange: (value: string) => void }) {
  return (
    <TextInput
      placeholder="Name contains…"
      type="search"
      {...input}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
