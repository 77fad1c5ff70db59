import { style } from "@vanilla-extract/css";

/** A one-button form inside a line of text (remove a document next to its name). */
export const inlineForm = style({ display: "inline-block", marginInlineStart: "0.5rem" });
