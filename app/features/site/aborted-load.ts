// A reload the browser gave up on is not a failure of the page. When a live reload is overtaken by a
// navigation, single fetch can hand the aborted request's `AbortError` to the error boundary before the
// router knows it was cancelled (remix-run/react-router issue 14203). The root boundary then loads the
// page's data again instead of showing, and logging, an error page for it.
import { useEffect } from "react";
import { useRevalidator } from "@remix-run/react";

/** Whether what reached an error boundary is an aborted request rather than an error of the page. */
export function isAbortedLoad(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { name?: unknown }).name === "AbortError";
}

/** Rendered instead of the error page for an aborted load: asks for the page's data once more. */
export function ReloadAfterAbortedLoad() {
  const revalidator = useRevalidator();
  const { revalidate } = revalidator;
  const idle = revalidator.state === "idle";
  useEffect(() => {
    if (idle) revalidate();
  }, [idle, revalidate]);
  return null;
}

/**
 * A navigation that another one replaces (a second click, a form's redirect, a reload) is aborted by the
 * router, and React Router's <Form> does not wait for the promise its submit returns: the AbortError then
 * reaches the page as an uncaught rejection although nothing failed and the next navigation runs. Only
 * aborts are silenced; every other rejection is still reported.
 */
export function ignoreAbortedNavigations(target: Window) {
  target.addEventListener("unhandledrejection", (event) => {
    if (isAbortedLoad(event.reason)) event.preventDefault();
  });
}
