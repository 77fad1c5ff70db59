// The captures page's forms, told apart by their `intent` button (the call page's capture posts none).
export const CAPTURE_INTENTS = { select: "select", unselect: "unselect", remove: "delete", record: "record" } as const;
