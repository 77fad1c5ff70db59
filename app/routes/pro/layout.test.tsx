// The workspace's frame: the current study's name, the navigation of the user's roles, and the study
// switcher only for a member of several studies.
import { afterEach, describe, expect, it, vi } from "vitest";
import { platformUserFixture, type PlatformUserOptions } from "~/test-support/platform-user";
import { stubPlatformRoutes } from "~/test-support/platform-stub";
import { renderRoute } from "~/test-support/render-route";
import { testRequestContext } from "~/test-support/request-context";
import { professionalSessionUser, signedInRequest } from "~/test-support/signed-in-request";
import ProLayout, { loader } from "./layout";

async function frame(options: PlatformUserOptions): Promise<string> {
  stubPlatformRoutes([["GET", /\/oauth\/me$/, () => Response.json(platformUserFixture(options))]]);
  const request = await signedInRequest("http://localhost/espace-pro/dossiers", {
    user: professionalSessionUser({ roles: options.roles }),
    studyId: 3,
  });
  const loaded = await loader({ request, params: {}, context: await testRequestContext(request) });
  return renderRoute(ProLayout, loaded, request);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the workspace layout", () => {
  it("names the current study and offers the bailiff's navigation, without a switcher for one study", async () => {
    const html = await frame({ roles: ["bailiff"], isBailiffVerified: true });
    expect(html).toContain("Étude : Étude Dupont &amp; Associés");
    expect(html).toContain('href="/espace-pro"');
    expect(html).toContain('href="/espace-pro/dossiers"');
    expect(html).not.toContain("Changer d&#x27;étude");
  });

  it("gives an assistant the demands only, and a member of several studies the switcher", async () => {
    const html = await frame({ roles: ["assistant"], otherStudies: [{ id: 8, name: "Étude Martin", slug: "etude-martin" }] });
    expect(html).not.toContain('href="/espace-pro"');
    expect(html).toContain('action="/espace-pro/etude-courante"');
    expect(html).toContain('<option value="8">Étude Martin</option>');
    expect(html).toContain('name="redirect" value="/espace-pro/dossiers"');
  });
});
