import { Stack, Title, type TitleOrder } from "@mantine/core";
import type { ReactNode } from "react";

/** A section of a page named by its heading (`headingId` ties the two for assistive technology). */
export function TitledSection({
  headingId,
  title,
  order = 2,
  size = "h3",
  gap = "sm",
  children,
}: {
  headingId: string;
  title: ReactNode;
  order?: TitleOrder;
  size?: string;
  gap?: "xs" | "sm";
  children: ReactNode;
}) {
  return (
    <Stack gap={gap} component="section" aria-labelledby={headingId}>
      <Title order={order} size={size} id={headingId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
