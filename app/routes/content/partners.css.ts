import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const partner = style({
  display: "flex",
  flexDirection: "column",
  gap: "0.5rem",
  padding: "1.25rem",
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.card,
});

export const logo = style({ maxHeight: "3rem", width: "auto", objectFit: "contain", alignSelf: "flex-start" });

export const category = style({
  margin: 0,
  fontSize: "0.875rem",
  fontWeight: 600,
  color: vars.color.accentText,
  textTransform: "uppercase",
});

export const name = style({ margin: 0, fontSize: "1.1875rem" });

export const description = style({ margin: 0 });

export const link = style({ marginTop: "auto", paddingTop: "0.5rem", fontWeight: 600 });

export const join = style({ marginTop: "2.5rem", maxWidth: "40rem" });
