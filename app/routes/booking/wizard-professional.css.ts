import { style } from "@vanilla-extract/css";
import { media } from "~/styles/tokens";
import { vars } from "~/styles/theme.css";

export const section = style({ display: "grid", gap: "1rem" });

export const sectionTitle = style({ margin: 0, fontSize: "1.25rem" });

export const sectionLead = style({ margin: 0, color: vars.color.mutedText });

export const cards = style({ display: "grid", gap: "1rem", margin: 0, padding: 0, listStyle: "none" });

/** The small calendar: medium screens and up. */
export const calendar = style({ display: "none", "@media": { [media.medium]: { display: "block" } } });

/** The slot dialog's button: small screens only. */
export const dialogButton = style({ "@media": { [media.medium]: { display: "none" } } });

export const inlineForm = style({ display: "flex", flexWrap: "wrap", gap: "0.75rem", alignItems: "center", margin: 0 });

export const muted = style({ margin: 0, color: vars.color.mutedText, fontSize: "0.9375rem" });

export const links = style({ display: "flex", flexWrap: "wrap", gap: "1rem", alignItems: "center" });

/** The address map's light list of professionals. */
export const people = style({ margin: 0, paddingLeft: "1.25rem", display: "grid", gap: "0.375rem" });
