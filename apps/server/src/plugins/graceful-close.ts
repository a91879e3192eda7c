import type { FastifyInstance } from 'fastify';

/**
 * app.close() waits for every open connection. A keep-alive connection whose request was in
 * flight when closing began would stay open until its idle timeout (72 s), so answers sent
 * while closing end their connection.
 */
export const registerGracefulClose = (app: FastifyInstance) => {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
};
