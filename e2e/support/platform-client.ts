// The web app's OAuth client at the e2e server's embedded platform, as the server under test was given
// it (playwright.config.ts): for specs that ask the platform for a token themselves.
import { E2E_SERVER_ENV } from "../../playwright.config";

export const PLATFORM_CLIENT = {
  client_id: E2E_SERVER_ENV.PLATFORM_CLIENT_ID,
  client_secret: E2E_SERVER_ENV.PLATFORM_CLIENT_SECRET,
};
