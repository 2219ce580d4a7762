import { sql } from "drizzle-orm";
import { Gauge } from "prom-client";
import type { Database, DatabaseHandle } from "../db/client";
import type { Metrics } from "./metrics";

/** Gauges read when /metrics is scraped: the pool's state and the press-alert backlog (one indexed count). */
export function observeAtScrape(metrics: Metrics, database: Pick<DatabaseHandle, "poolStats">, db: Database): void {
  const registers = [metrics.registry];
  new Gauge({
    name: "helixmap_database_pool_in_use",
    help: "Database connections checked out of the pool",
    registers,
    collect() {
      this.set(database.poolStats().inUse);
    },
  });
  new Gauge({
    name: "helixmap_database_pool_waiting",
    help: "Queries waiting for a pooled database connection",
    registers,
    collect() {
      this.set(database.poolStats().waiting);
    },
  });
  new Gauge({
    name: "helixmap_press_alert_backlog",
    help: "Press-release alerts waiting to be sent",
    registers,
    async collect() {
      const { rows } = (await db.execute(
        sql`select count(*)::int as n from press_alert_deliveries where claimed_at is null and sent_at is null`,
      )) as unknown as { rows: { n: number }[] };
      this.set(rows[0]?.n ?? 0);
    },
  });
}
