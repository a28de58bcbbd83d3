/** A calm, professional look: a deep teal accent, generous spacing and readable tables. */
import { createTheme, type MantineColorsTuple } from '@mantine/core';

const brand: MantineColorsTuple = [
  '#e7f5f5',
  '#d3e9ea',
  '#a4d2d3',
  '#72babc',
  '#4aa6a8',
  '#31999b',
  '#1f9295',
  '#0c7e81',
  '#007073',
  '#006164',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    fontWeight: '650',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Table: {
      defaultProps: {
        striped: true,
        highlightOnHover: true,
        withTableBorder: true,
        verticalSpacing: 'sm',
        horizontalSpacing: 'md',
      },
      styles: {
        th: { fontWeight: 600, color: 'var(--mantine-color-gray-7)', whiteSpace: 'nowrap' },
        td: { fontVariantNumeric: 'tabular-nums' },
      },
    },
    Paper: { defaultProps: { radius: 'md' } },
    Modal: {
      defaultProps: { radius: 'md', overlayProps: { backgroundOpacity: 0.4, blur: 2 } },
      styles: { title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } },
    },
    Notification: { defaultProps: { withBorder: true } },
  },
});
