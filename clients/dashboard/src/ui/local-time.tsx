/** A time from the API (ISO 8601 UTC) shown in the browser's locale and time zone. */
const FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

export function formatTime(iso: string | null | undefined): string {
  if (!iso) return "—";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : FORMAT.format(date);
}

export function LocalTime({ value }: { value: string | null | undefined }) {
  if (!value) return <span>—</span>;
  return (
    <time dateTime={value} title={value}>
      {formatTime(value)}
    </time>
  );
}
