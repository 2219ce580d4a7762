import type { Database } from "../db/client";

type Query = (...args: unknown[]) => Promise<unknown>;
interface Queryable {
  query: Query;
  transaction?: (fn: (tx: Queryable) => Promise<unknown>) => Promise<unknown>;
  connect?: (...args: unknown[]) => Promise<Queryable> | undefined;
}

const wrapped = new WeakSet<object>();

/**
 * Counts the statements the database driver sends (each is a round trip to
 * the database), whether through the pool (`pg`), a checked-out pool client,
 * or a PGlite transaction. Wraps the driver object under the Drizzle database.
 */
export function countRoundTrips(db: Database): { count(): number; statements(): string[]; reset(): void } {
  let n = 0;
  let texts: string[] = [];
  const wrap = (client: Queryable) => {
    if (wrapped.has(client)) return client;
    wrapped.add(client);
    const query = client.query.bind(client);
    client.query = (...args) => {
      n += 1;
      const [statement] = args;
      texts.push(typeof statement === "string" ? statement : String((statement as { text?: unknown })?.text ?? ""));
      return query(...args);
    };
    if (client.transaction) {
      const transaction = client.transaction.bind(client);
      client.transaction = (fn) => transaction((tx) => fn(wrap(tx)));
    }
    if (client.connect) {
      // The promise form is how Drizzle checks out a client for a transaction; the callback form is
      // pg's own pool.query, already counted above.
      const connect = client.connect.bind(client);
      client.connect = (...args) => (args.length > 0 ? connect(...args) : connect()?.then(wrap));
    }
    return client;
  };
  wrap((db as unknown as { $client: Queryable }).$client);
  return {
    count: () => n,
    /** The SQL of each statement sent since the last reset. */
    statements: () => [...texts],
    reset: () => {
      n = 0;
      texts = [];
    },
  };
}
