// The look of the platform's legal-hours warning (docs/decisions/3103) in the booking steps, as on the
// planning pages (#8A5300 on white: AA). A plain rule that each booking stylesheet applies itself, so
// that no step loads one more stylesheet for it (decision 1711).
import type { StyleRule } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const legalHoursWarningRule: StyleRule = {
  margin: "0.25rem 0 0",
  paddingInlineStart: "0.5rem",
  borderInlineStart: `3px solid ${vars.color.warning}`,
  color: vars.color.warning,
  fontWeight: 600,
};
