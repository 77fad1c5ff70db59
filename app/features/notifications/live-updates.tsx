// Live updates (issue 16): on the workspace's and the case pages, once JavaScript runs, a socket (opened
// with the session cookie; the server refuses it without a valid session) tells the page that something
// it shows changed, and the page reloads its loaders' data: no reload, no data in the event. The
// socket.io client is loaded on demand, so no other page downloads it; it closes when the page goes
// (signing out leaves these pages) and the server closes it at sign-out too.
// An event that arrives while the page is submitting or loading (the user's own action echoes back at
// once) waits for the navigation to end: revalidating then would restart its loads, and the restarted
// loads would find the action's flash message already consumed by the aborted ones.
import { useNavigation, useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { forgetAgenda } from "~/features/agenda/agenda-cache";

/** Events arriving together (a booking tells the user and their study) make one reload. */
const COALESCE_MS = 150;

export function LiveUpdates() {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const navigating = useNavigation().state !== "idle";
  const navigatingNow = useRef(navigating);
  navigatingNow.current = navigating;
  const [waiting, setWaiting] = useState(false);
  // A reload that a click overtakes is aborted: that navigation loads the page's data afresh anyway.
  const reload = () => {
    void Promise.resolve(revalidate.current()).catch((error: unknown) => {
      if (!(error instanceof DOMException && error.name === "AbortError")) throw error;
    });
  };

  useEffect(() => {
    if (!waiting || navigating) return;
    setWaiting(false);
    reload();
  }, [waiting, navigating]);

  useEffect(() => {
    let closed = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let close = () => {};
    void import("socket.io-client").then(({ io }) => {
      if (closed) return;
      // WebSocket only: several instances need no sticky sessions (docs/decisions/1622).
      const socket = io({ transports: ["websocket"] });
      const refresh = () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          // The agenda keeps each calendar five minutes in the browser (pro-side §5): not what changed.
          forgetAgenda();
          if (navigatingNow.current) setWaiting(true);
          else reload();
        }, COALESCE_MS);
      };
      socket.on("notification", refresh);
      socket.on("etude:activite", refresh);
      close = () => socket.close();
    });
    return () => {
      closed = true;
      clearTimeout(timer);
      close();
    };
  }, []);

  return null;
}
