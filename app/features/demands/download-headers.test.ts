// A case file's headers: always an attachment with a clean name, a type among the case files' ones.
import { describe, expect, it } from "vitest";
import { contentDisposition, fileNameOf, safeContentType } from "./download-headers";

describe("the headers a case's file is sent with", () => {
  it("keeps PDF, JPEG and PNG, and sends anything else as bytes", () => {
    expect(safeContentType("application/pdf")).toBe("application/pdf");
    expect(safeContentType("IMAGE/PNG; charset=binary")).toBe("image/png");
    expect(safeContentType("text/html")).toBe("application/octet-stream");
    expect(safeContentType(null)).toBe("application/octet-stream");
  });

  it("reads the UTF-8 name first, then the plain one", () => {
    expect(fileNameOf(`attachment; filename="bail_.pdf"; filename*=UTF-8''bail%20%C3%A9t%C3%A9.pdf`)).toBe("bail été.pdf");
    expect(fileNameOf(`attachment; filename="constat.pdf"`)).toBe("constat.pdf");
    expect(fileNameOf(null)).toBe("document");
  });

  it("is always an attachment, without path, quotes or control characters", () => {
    expect(contentDisposition(`inline; filename*=UTF-8''..%2F..%2Fetc%2Fcl%C3%A9%22%0A.pdf`)).toBe(
      `attachment; filename="cl__.pdf"; filename*=UTF-8''cl%C3%A9%22.pdf`,
    );
    expect(contentDisposition(null)).toBe(`attachment; filename="document"; filename*=UTF-8''document`);
  });
});
