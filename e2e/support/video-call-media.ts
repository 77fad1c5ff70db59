// The video call's browser: the suite's Chromium with a fake camera and microphone that need
// no permission prompt, and loopback candidates allowed (the CI machine may have no other interface).
import { launchOptions } from "../../playwright.config";

export const fakeMediaLaunchOptions = {
  ...launchOptions,
  args: [
    ...launchOptions.args,
    "--use-fake-device-for-media-stream",
    "--use-fake-ui-for-media-stream",
    "--allow-loopback-in-peer-connection",
  ],
};
