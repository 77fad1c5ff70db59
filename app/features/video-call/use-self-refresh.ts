// Reloads the page's data every few seconds while nothing else is going on (the instant requests'
// waiting page and list, decision 1503): never during a navigation or a form post, which a reload
// started at the same moment would abort.
import { useNavigation, useRevalidator } from "@remix-run/react";
import { useEffect, useRef } from "react";

export function useSelfRefresh(everyMs: number, enabled = true) {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const idle = useRef(true);
  idle.current = revalidator.state === "idle" && navigation.state === "idle";
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;

  useEffect(() => {
    if (!enabled) return;
    const timer = setInterval(() => {
      if (idle.current && document.visibilityState === "visible") revalidate.current();
    }, everyMs);
    return () => clearInterval(timer);
  }, [everyMs, enabled]);
}
