import { type CSSVariablesResolver, createTheme } from "@mantine/core";

/**
 * System fonts only: nothing is loaded from another origin. Shades are one step darker than
 * Mantine's defaults where the defaults fall under WCAG AA contrast on white (axe-core's
 * color-contrast rule): the primary colour, dimmed text, errors and light variants' text.
 */
export const theme = createTheme({
  primaryColor: "indigo",
  primaryShade: { light: 8, dark: 5 },
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  fontFamilyMonospace: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
});

const LIGHT_TEXT_COLORS = ["indigo", "red", "green", "yellow", "orange", "blue", "gray", "teal", "grape"];

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": "var(--mantine-color-gray-7)",
    "--mantine-color-error": "var(--mantine-color-red-8)",
    "--mantine-color-anchor": "var(--mantine-color-indigo-8)",
    "--mantine-primary-color-light-color": "var(--mantine-color-indigo-9)",
    "--mantine-primary-color-light-hover": "var(--mantine-color-indigo-1)",
    ...Object.fromEntries(
      LIGHT_TEXT_COLORS.flatMap((c) => [
        [`--mantine-color-${c}-light-color`, `var(--mantine-color-${c}-9)`],
        [`--mantine-color-${c}-light-hover`, `var(--mantine-color-${c}-1)`],
      ]),
    ),
    // Yellow's darkest shade is still too light on its own light background.
    "--mantine-color-yellow-light-color": "#6b4100",
    "--mantine-color-green-light-color": "#1d5f2c",
  },
  dark: {},
});
