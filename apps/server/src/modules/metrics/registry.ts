/**
 * What Prometheus reads, in a registry of the app's own (tests build many apps in one process):
 * requests by route and status, the PostgreSQL pool, and prom-client's process metrics (memory,
 * CPU, event-loop lag, garbage collection).
 */
import pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/client';

export interface RequestMetrics {
  registry: Registry;
  /** Counts a request that was answered, by its route's template (never the raw URL). */
  observe(labels: { method: string; route: string; status: number }, seconds: number): void;
}

const REQUEST_LABELS = ['method', 'route', 'status'] as const;

export const createMetrics = (db: Database): RequestMetrics => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'quad_http_requests_total',
    help: 'Requests answered, by method, route template and status.',
    labelNames: REQUEST_LABELS,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'quad_http_request_duration_seconds',
    help: 'Time from receiving a request to the end of its answer, by method, route template and status.',
    labelNames: REQUEST_LABELS,
    registers: [registry],
  });

  // PGlite is one connection inside this process: it has no pool to report.
  if (db.$client instanceof pg.Pool) registerPoolGauges(registry, db.$client);

  return {
    registry,
    observe: (labels, seconds) => {
      requests.inc(labels);
      durations.observe(labels, seconds);
    },
  };
};

/** Read from the pool at each scrape. */
const registerPoolGauges = (registry: Registry, pool: pg.Pool) => {
  new Gauge({
    name: 'quad_db_pool_connections',
    help: 'Open connections of the PostgreSQL pool, by state: in use or idle.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
      this.set({ state: 'idle' }, pool.idleCount);
    },
  });
  new Gauge({
    name: 'quad_db_pool_waiting',
    help: 'Queries and transactions waiting for a free connection of the PostgreSQL pool.',
    registers: [registry],
    collect() {
      this.set(pool.waitingCount);
    },
  });
};
