// Layout constants from the specification (customer-side §9, pro-side §9). Plain values so that both
// vanilla-extract styles and components (media queries in JS) read the same numbers.
export const layout = {
  containerMaxWidth: "1304px",
  demandListMaxWidth: "854px",
  tooltipMaxWidth: "350px",
  slotDialogMaxWidth: "700px",
  slotDialogMinHeight: "500px",
  /** Room a hero leaves at its top when the transparent header overlays it (top bar + main bar). */
  headerOverlayHeight: "6.75rem",
} as const;

const breakpoints = {
  small: "35em",
  medium: "48em",
  large: "75em",
} as const;

export const media = {
  medium: `screen and (min-width: ${breakpoints.medium})`,
  large: `screen and (min-width: ${breakpoints.large})`,
  belowMedium: `screen and (max-width: calc(${breakpoints.medium} - 0.01em))`,
} as const;
