import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { HideAfter } from "./hide-after";
import { NonceProvider } from "./nonce";

/** What HideAfter renders under the request's nonce. */
function rendered(targetId: string, milliseconds: number): string {
  return renderToStaticMarkup(
    <NonceProvider value="abc123">
      <HideAfter targetId={targetId} milliseconds={milliseconds} />
    </NonceProvider>,
  );
}

/** The text of the one inline script HideAfter renders. */
function scriptText(targetId: string, milliseconds: number): string {
  const match = /^<script nonce="abc123">([\s\S]*)<\/script>$/.exec(rendered(targetId, milliseconds));
  if (!match) throw new Error("HideAfter rendered something other than one script under the nonce");
  return match[1]!;
}

describe("HideAfter", () => {
  it("renders one inline script under the request's nonce", () => {
    expect(rendered("message", 5000)).toMatch(/^<script nonce="abc123">[^<]*<\/script>$/);
  });

  it("hides the element once the delay has passed, not before", () => {
    vi.useFakeTimers();
    const element = { hidden: false };
    const document = { getElementById: (id: string) => (id === "message" ? element : null) };
    new Function("document", "setTimeout", scriptText("message", 5000))(document, setTimeout);
    vi.advanceTimersByTime(4999);
    expect(element.hidden).toBe(false);
    vi.advanceTimersByTime(1);
    expect(element.hidden).toBe(true);
    vi.useRealTimers();
  });

  it("keeps a hostile id out of the markup", () => {
    expect(rendered("</script><b>", 10).match(/<\/script>/g)).toHaveLength(1);
  });
});
