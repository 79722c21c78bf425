import { Button, Center, Table, Text } from "@mantine/core";
import { memo, useState } from "react";
import { LocalTime } from "../../ui/local-time.tsx";
import type { ConversationEvent } from "./transcript-items.ts";

/** A long conversation has hundreds of events: the table shows them a hundred at a time. */
const STEP = 100;

/** Every event of a conversation, in order, with its payload. */
export const EventsTable = memo(function EventsTable({ events }: { events: readonly ConversationEvent[] }) {
  const [shown, setShown] = useState(STEP);
  return (
    <>
      <Table aria-label="Events" layout="fixed" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={48}>#</Table.Th>
            <Table.Th>Event</Table.Th>
            <Table.Th>Payload</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.slice(0, shown).map((e) => (
            <Table.Tr key={e.seq}>
              <Table.Td>{e.seq}</Table.Td>
              <Table.Td style={{ overflowWrap: "anywhere" }}>
                <Text size="sm">{e.type}</Text>
                <Text size="xs" c="dimmed">
                  <LocalTime value={e.created_at} />
                </Text>
              </Table.Td>
              <Table.Td style={{ overflowWrap: "anywhere" }}>
                <Text size="xs" ff="monospace">
                  {JSON.stringify(e.payload)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {events.length > shown ? (
        <Center>
          <Button variant="default" onClick={() => setShown((n) => n + STEP)}>
            Show more events ({events.length - shown} more)
          </Button>
        </Center>
      ) : null}
    </>
  );
});
