// What socket.io's Redis adapter gets in place of the two Redis clients (decision 3610). The adapter
// drops the promise of every PUBLISH and SUBSCRIBE it sends, so a failed one was an unhandled rejection
// that stopped the process. Here: a publish is sent only while Redis is available and its failure is
// logged (the adapter delivers to this instance's sockets itself, whatever Redis does); the count of
// instances (PUBSUB NUMSUB) is this one alone while Redis is gone, so fetchSockets answers with the local
// sockets at once; and a subscription that failed is made again once the connection is back (node-redis
// renews by itself only those that succeeded).
import type { RedisConnection } from "./redis-connection";

type Listener = (...args: unknown[]) => void;

/** Runs a Redis call whose promise nobody else awaits: a failure, even a thrown one, is only logged. */
function settle(redis: RedisConnection, call: () => Promise<unknown>): void {
  Promise.resolve()
    .then(call)
    .catch((error: unknown) => redis.report(error));
}

export function adapterPublisher(redis: RedisConnection) {
  const client = redis.commands;
  const publisher = {
    // The adapter speaks node-redis v4's API to a client that has pSubscribe and sSubscribe (it tells
    // the client's kind by them, and never calls them on the publisher).
    pSubscribe: () => Promise.resolve(),
    sSubscribe: () => Promise.resolve(),
    publish(channel: string, message: string | Buffer): Promise<number> {
      if (!redis.available()) return Promise.resolve(0);
      return redis
        .run((commands) => commands.publish(channel, message))
        .catch((error: unknown) => {
          redis.report(error);
          return 0;
        });
    },
    /** The adapter sends one raw command: PUBSUB NUMSUB <channel>, the instances listening. */
    sendCommand(args: string[]): Promise<unknown> {
      const thisInstanceAlone = [args[2], 1];
      if (!redis.available()) return Promise.resolve(thisInstanceAlone);
      return redis
        .run((commands) => commands.sendCommand(args))
        .catch((error: unknown) => {
          redis.report(error);
          return thisInstanceAlone;
        });
    },
    on(event: string, listener: Listener) {
      client.on(event, listener);
      return publisher;
    },
    off(event: string, listener: Listener) {
      client.off(event, listener);
      return publisher;
    },
  };
  return publisher;
}

export function adapterSubscriber(redis: RedisConnection) {
  const client = redis.subscriber;
  /** Subscribes, and again each time the connection is back until it holds. */
  const lasting = (subscribe: () => Promise<unknown>) => {
    const attempt = () => {
      Promise.resolve()
        .then(subscribe)
        .catch((error: unknown) => {
          redis.report(error);
          if (client.isOpen) client.once("ready", attempt);
        });
    };
    attempt();
  };
  const subscriber = {
    pSubscribe(pattern: string, listener: Listener, buffers: boolean) {
      lasting(() => client.pSubscribe(pattern, listener as never, buffers));
    },
    subscribe(channels: string[], listener: Listener, buffers: boolean) {
      lasting(() => client.subscribe(channels, listener as never, buffers));
    },
    pUnsubscribe(pattern: string, listener: Listener, buffers: boolean) {
      settle(redis, () => client.pUnsubscribe(pattern, listener as never, buffers));
    },
    unsubscribe(channel: string, listener: Listener, buffers: boolean) {
      settle(redis, () => client.unsubscribe(channel, listener as never, buffers));
    },
    on(event: string, listener: Listener) {
      client.on(event, listener);
      return subscriber;
    },
    off(event: string, listener: Listener) {
      client.off(event, listener);
      return subscriber;
    },
  };
  return subscriber;
}
