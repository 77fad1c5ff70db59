import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

// Typography for CMS HTML (headings, lists, tables, quotes), readable line length.
export const prose = style({ maxWidth: "46rem", fontSize: "1.0625rem", lineHeight: 1.65 });

globalStyle(`${prose} h2`, { fontSize: "1.5rem", margin: "2.25rem 0 0.75rem" });
globalStyle(`${prose} h3`, { fontSize: "1.25rem", margin: "1.75rem 0 0.5rem" });
globalStyle(`${prose} h4`, { fontSize: "1.0625rem", margin: "1.5rem 0 0.5rem" });
globalStyle(`${prose} > :first-child`, { marginTop: 0 });
globalStyle(`${prose} p, ${prose} ul, ${prose} ol, ${prose} table, ${prose} blockquote`, { margin: "0 0 1rem" });
globalStyle(`${prose} li + li`, { marginTop: "0.375rem" });
globalStyle(`${prose} a`, { color: vars.color.primary, textDecorationThickness: "1px", textUnderlineOffset: "2px" });
globalStyle(`${prose} blockquote`, {
  borderInlineStart: `4px solid ${vars.color.accent}`,
  padding: "0.25rem 0 0.25rem 1rem",
  color: vars.color.mutedText,
});
globalStyle(`${prose} table`, { borderCollapse: "collapse", width: "100%", display: "block", overflowX: "auto" });
globalStyle(`${prose} th, ${prose} td`, {
  border: `1px solid ${vars.color.border}`,
  padding: "0.5rem 0.75rem",
  textAlign: "left",
  verticalAlign: "top",
});
globalStyle(`${prose} th`, { background: vars.color.muted, color: vars.color.onMuted });
globalStyle(`${prose} img`, { borderRadius: vars.radius.medium });
globalStyle(`${prose} code`, {
  background: vars.color.muted,
  padding: "0.1rem 0.3rem",
  borderRadius: vars.radius.small,
  fontSize: "0.9375em",
});
globalStyle(`${prose} hr`, { border: 0, borderTop: `1px solid ${vars.color.border}`, margin: "2rem 0" });
