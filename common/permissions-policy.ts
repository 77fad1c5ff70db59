// The Permissions-Policy header, written once for the server (every response) and the app (pages):
// docs/decisions/3805.

/** Powerful features the product never uses: denied to every page and to any frame it might embed. */
const NEVER_USED = [
  "accelerometer",
  "bluetooth",
  "browsing-topics",
  "display-capture",
  "encrypted-media",
  "gamepad",
  "gyroscope",
  "hid",
  "idle-detection",
  "local-fonts",
  "magnetometer",
  "midi",
  "payment",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
];

/** What the video call (camera, microphone) and sharing a position or finding an address (geolocation) use. */
const DEVICES = ["camera", "microphone", "geolocation"];

/**
 * The Permissions-Policy of a response: the devices for this origin alone on a page that hydrates
 * (the app's own navigation keeps the first document's policy for every page it then shows, the video
 * call's included: docs/decisions/3805), denied everywhere else; the rest always denied.
 */
export function permissionsPolicy(devices: "self" | "none"): string {
  return [
    ...DEVICES.map((feature) => `${feature}=(${devices === "self" ? "self" : ""})`),
    ...NEVER_USED.map((feature) => `${feature}=()`),
  ].join(", ");
}
