// One theme contract, two themes. The site context (default or the professional body "cncj") picks
// the class put on <html>; every component reads colours through `vars` only.
import { createTheme, createThemeContract } from "@vanilla-extract/css";

export const vars = createThemeContract({
  color: {
    primary: null, // brand dark blue: headings, top bar, links
    onPrimary: null,
    accent: null, // contrast colour: call-to-action buttons
    onAccent: null,
    accentText: null, // accent when used as text on light backgrounds (AA contrast)
    background: null,
    surface: null,
    text: null,
    mutedText: null,
    border: null,
    focus: null,
    success: null,
    onSuccess: null,
    warning: null,
    onWarning: null,
    danger: null,
    onDanger: null,
    muted: null,
    onMuted: null,
    dark: null,
    onDark: null,
  },
  font: { body: null, heading: null },
  radius: { small: null, medium: null, large: null },
  shadow: { card: null, overlay: null },
});

const shared = {
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    heading: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  radius: { small: "4px", medium: "8px", large: "16px" },
  shadow: {
    card: "0 1px 3px rgba(20, 27, 56, 0.12), 0 1px 2px rgba(20, 27, 56, 0.08)",
    overlay: "0 12px 32px rgba(20, 27, 56, 0.24)",
  },
};

// Contrast ratios were checked against WCAG AA (4.5:1 for text): the orange #ED6B58 carries dark text
// (5.2:1), never white (3.1:1).
export const defaultTheme = createTheme(vars, {
  color: {
    primary: "#2B366F",
    onPrimary: "#FFFFFF",
    accent: "#ED6B58",
    onAccent: "#1A1F3D",
    accentText: "#B03A28",
    background: "#F7F9FA",
    surface: "#FFFFFF",
    text: "#1A1F3D",
    mutedText: "#4F5874",
    border: "#C9CFDD",
    focus: "#1A5FD0",
    success: "#1E6B3A",
    onSuccess: "#FFFFFF",
    warning: "#8A5300",
    onWarning: "#FFFFFF",
    danger: "#B3261E",
    onDanger: "#FFFFFF",
    muted: "#E4E7EE",
    onMuted: "#3D4560",
    dark: "#1A1F3D",
    onDark: "#FFFFFF",
  },
  ...shared,
});

// The professional-body variant: blue and red.
export const cncjTheme = createTheme(vars, {
  color: {
    primary: "#000091",
    onPrimary: "#FFFFFF",
    accent: "#C9191E",
    onAccent: "#FFFFFF",
    accentText: "#C9191E",
    background: "#F6F6F6",
    surface: "#FFFFFF",
    text: "#161616",
    mutedText: "#4F4F4F",
    border: "#CECECE",
    focus: "#0A76F6",
    success: "#18753C",
    onSuccess: "#FFFFFF",
    warning: "#8A5300",
    onWarning: "#FFFFFF",
    danger: "#B3261E",
    onDanger: "#FFFFFF",
    muted: "#E5E5E5",
    onMuted: "#3A3A3A",
    dark: "#161616",
    onDark: "#FFFFFF",
  },
  ...shared,
});
