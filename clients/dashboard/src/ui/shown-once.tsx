import { Alert, Button, Code, CopyButton, Group, Stack, Text } from "@mantine/core";

/** A secret the API answers once (an API key, a webhook's signing secret), with a button to copy it. */
export function ShownOnce(props: {
  title: string;
  note: string;
  label: string;
  value: string;
  copyLabel: string;
  onDone: () => void;
}) {
  return (
    <Alert color="green" title={props.title} role="status">
      <Stack gap="xs">
        <Text size="sm">{props.note}</Text>
        <Code block aria-label={props.label} style={{ wordBreak: "break-all", whiteSpace: "pre-wrap" }}>
          {props.value}
        </Code>
        <Group gap="xs">
          <CopyButton value={props.value}>
            {({ copied, copy }) => (
              <Button size="xs" onClick={copy}>
                {copied ? "Copied" : props.copyLabel}
              </Button>
            )}
          </CopyButton>
          <Button size="xs" variant="default" onClick={props.onDone}>
            Done
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
