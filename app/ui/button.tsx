// Buttons and button-looking links of the design system.
import { Link, type LinkProps } from "@remix-run/react";
import type { ButtonHTMLAttributes } from "react";
import * as styles from "./button.css";

export type ButtonVariant = keyof typeof styles.button;

export function buttonClass(variant: ButtonVariant = "primary", block = false, extra?: string): string {
  return [styles.button[variant], block ? styles.block : "", extra ?? ""].filter(Boolean).join(" ");
}

export function Button({
  variant = "primary",
  block = false,
  className,
  type = "button",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; block?: boolean }) {
  // eslint-disable-next-line react/button-has-type -- the type is a prop with a safe default
  return <button type={type} className={buttonClass(variant, block, className)} {...props} />;
}

export function ButtonLink({
  variant = "primary",
  block = false,
  className,
  ...props
}: LinkProps & { variant?: ButtonVariant; block?: boolean }) {
  return <Link className={buttonClass(variant, block, className)} {...props} />;
}
