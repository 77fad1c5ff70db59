// How many uploads the server reads and sends on to the platform at once (decision 1807). Each one in
// flight costs the platform its file in memory while it checks and stores it; a few at a time keep the
// server's memory flat and its other pages fast however many people upload together. An upload that
// finds every slot taken waits its turn, briefly, in a bounded queue (its body stays in the network
// buffers meanwhile); past the wait, or with the queue full, it gets a French 503 asking to try again.

export interface UploadSlotOptions {
  /** Uploads read and forwarded at the same time. */
  concurrent: number;
  /** Uploads that may wait for a slot. */
  queue: number;
  /** How long one waits before giving up. */
  waitMs: number;
}

const UPLOAD_SLOTS: UploadSlotOptions = { concurrent: 4, queue: 32, waitMs: 15_000 };

export interface UploadSlots {
  /** A slot's release function once one is free, or null when the wait is over or the queue full. */
  acquire(): Promise<(() => void) | null>;
  readonly inFlight: number;
  readonly waiting: number;
}

export function uploadSlots({ concurrent, queue, waitMs }: UploadSlotOptions = UPLOAD_SLOTS): UploadSlots {
  let inFlight = 0;
  const waiters: Array<(granted: boolean) => void> = [];

  const releaser = () => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = waiters.shift();
      // The slot passes straight to the next in line: the count does not change.
      if (next) next(true);
      else inFlight -= 1;
    };
  };

  return {
    acquire() {
      if (inFlight < concurrent) {
        inFlight += 1;
        return Promise.resolve(releaser());
      }
      if (waiters.length >= queue) return Promise.resolve(null);
      return new Promise((resolve) => {
        const wake = (granted: boolean) => {
          clearTimeout(timer);
          resolve(granted ? releaser() : null);
        };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(wake), 1);
          wake(false);
        }, waitMs);
        waiters.push(wake);
      });
    },
    get inFlight() {
      return inFlight;
    },
    get waiting() {
      return waiters.length;
    },
  };
}
