/** The probes of load balancers and orchestrators: is the process up, can it serve. */
import { z } from 'zod';

export const probeAnswerSchema = z.object({ status: z.literal('ok') });
export type ProbeAnswer = z.infer<typeof probeAnswerSchema>;
