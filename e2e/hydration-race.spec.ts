// Clicks and key presses while a page hydrates (a visitor who does not wait, a phone that is slow to run
// the code) must not raise an error. React 18 hydrates at once on such an event, and a root that was
// still waiting for the server's streamed data then threw error #345 (« Root did not complete »),
// uncaught, on a page that otherwise worked (docs/decisions/3806). The page's own events stand in for
// the visitor's, between every two tasks from the first byte until the page has hydrated; the fixture fails
// the test on any uncaught error.
import { expect, test } from "./fixtures";

test.beforeEach(({ javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "hydration happens with JavaScript only");
});

for (const path of ["/connexion", "/enregistrement", "/reservation"]) {
  test(`events during the hydration of ${path} raise no error`, async ({ page }) => {
    await page.addInitScript(() => {
      const until = performance.now() + 10_000;
      const poke = () => {
        if (document.body) {
          document.body.dispatchEvent(new MouseEvent("click", { bubbles: true }));
          document.body.dispatchEvent(new KeyboardEvent("keydown", { bubbles: true, key: "Shift" }));
        }
        // Remix's router exists once the document is hydrated.
        if (!(window as { __remixRouter?: unknown }).__remixRouter && performance.now() < until) channel.port2.postMessage(null);
      };
      // Messages are the task source React's scheduler uses too, so the events fall between its tasks.
      const channel = new MessageChannel();
      channel.port1.onmessage = poke;
      poke();
    });
    await page.goto(path);
    await expect.poll(() => page.evaluate(() => typeof (window as { __remixRouter?: unknown }).__remixRouter)).toBe("object");
  });
}
