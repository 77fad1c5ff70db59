import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { HideAfter, hideAfterScript } from "./hide-after";
import { NonceProvider } from "./nonce";

describe("HideAfter", () => {
  it("renders one inline script under the request's nonce", () => {
    const html = renderToStaticMarkup(
      <NonceProvider value="abc123">
        <HideAfter targetId="message" milliseconds={5000} />
      </NonceProvider>,
    );
    expect(html).toBe(`<script nonce="abc123">${hideAfterScript("message", 5000)}</script>`);
  });

  it("hides the element once the delay has passed, not before", () => {
    vi.useFakeTimers();
    const element = { hidden: false };
    const document = { getElementById: (id: string) => (id === "message" ? element : null) };
    new Function("document", "setTimeout", hideAfterScript("message", 5000))(document, setTimeout);
    vi.advanceTimersByTime(4999);
    expect(element.hidden).toBe(false);
    vi.advanceTimersByTime(1);
    expect(element.hidden).toBe(true);
    vi.useRealTimers();
  });

  it("keeps a hostile id out of the markup", () => {
    expect(hideAfterScript("</script><b>", 10)).not.toContain("</script>");
  });
});
