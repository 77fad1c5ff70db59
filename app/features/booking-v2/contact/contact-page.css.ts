// Layout of the /contact page: one card, centred, readable width.
import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const page = style({ paddingTop: "2rem", paddingBottom: "3rem" });

export const card = style({
  maxWidth: "44rem",
  margin: "0 auto",
  padding: "1.5rem",
  background: vars.color.surface,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.card,
});

export const title = style({ marginTop: 0 });
