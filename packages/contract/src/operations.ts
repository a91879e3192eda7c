/**
 * What operators' tools read: the probes of load balancers and orchestrators (is the process up,
 * can it serve) and the metrics Prometheus scrapes.
 */
import { z } from 'zod';

export const probeAnswerSchema = z.object({ status: z.literal('ok') });
export type ProbeAnswer = z.infer<typeof probeAnswerSchema>;

/** Prometheus's text exposition format, version 0.0.4. */
export const METRICS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';
export const metricsAnswerSchema = z
  .string()
  .describe('Metrics in Prometheus’s text exposition format.');
