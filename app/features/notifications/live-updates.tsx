// Live updates: on the workspace's and the case pages, once JavaScript runs, a socket (opened
// with the session cookie; the server refuses it without a valid session) tells the page that something
// it shows changed, and the page reloads its loaders' data: no reload, no data in the event. The
// socket.io client is loaded on demand, so no other page downloads it; it closes when the page goes
// (signing out leaves these pages) and the server closes it at sign-out too.
// An event that arrives while the page is submitting or loading (the user's own action echoes back at
// once) waits for the navigation to end: revalidating then would restart its loads, and the restarted
// loads would find the action's flash message already consumed by the aborted ones. Whether a navigation
// runs is read from the router itself at that moment: React's copy of it lags behind (the router's updates
// are transitions), and a reload started in that gap aborts the navigation's loads.
import { useNavigation, useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { forgetAgenda } from "~/features/agenda/agenda-cache";

/** Events arriving together (a booking tells the user and their study) make one reload. */
const COALESCE_MS = 150;

interface RouterWindow {
  /** Remix's data router, which its browser entry puts there. */
  __remixRouter?: { state: { navigation: { state: string } } };
}

/** Whether the router is submitting or loading now; unknown (no router) is React's answer. */
function routerNavigating(fallback: boolean): boolean {
  const router = (window as RouterWindow).__remixRouter;
  return router ? router.state.navigation.state !== "idle" : fallback;
}

export function LiveUpdates() {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const navigating = useNavigation().state !== "idle";
  const navigatingNow = useRef(navigating);
  navigatingNow.current = navigating;
  const [waiting, setWaiting] = useState(false);

  useEffect(() => {
    if (!waiting || navigating || routerNavigating(false)) return;
    setWaiting(false);
    revalidate.current();
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
          if (routerNavigating(navigatingNow.current)) setWaiting(true);
          else revalidate.current();
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
