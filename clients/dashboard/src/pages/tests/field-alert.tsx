import { Text } from "@mantine/core";

/** The API's message about a list or a group of an editor's fields, where the editor shows it; nothing without one. */
export function FieldAlert({ message, size = "sm" }: { message: string | undefined; size?: "xs" | "sm" }) {
  if (!message) return null;
  return (
    <Text size={size} c="red.8" role="alert">
      {message}
    </Text>
  );
}
