// The page-width wrapper (1304 px at most, customer-side §9).
import type { ReactNode } from "react";
import { container } from "./container.css";

export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={className ? `${container} ${className}` : container}>{children}</div>;
}
