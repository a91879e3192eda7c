/**
 * An HTTP server that stops without resetting a client. Node's own close() resets two kinds of
 * clients: those whose connection waits in the accept queue, and those whose next request on a
 * keep-alive connection has arrived but is not read yet, since Node closes every connection with
 * no request in progress at once.
 *
 * Node accepts one queued connection per turn of the event loop, and under load a turn that reads
 * requests from dozens of connections lasts hundreds of milliseconds, so the queue empties slowly.
 * While it is emptied, no connection is read from: the turns stay short, and the requests that wait
 * are read (and answered with `Connection: close`) once the listener is closed.
 */
import http from 'node:http';
import net, { type Socket } from 'node:net';

/** While draining, a connection that received nothing for this long is closed. */
const QUIET_BEFORE_CLOSING_MS = 1_000;
const DRAIN_SWEEP_MS = 100;
/**
 * How long stopAccepting() waits for the queue before closing the listener regardless, which
 * resets the connections still in it. Fifty clients reconnecting under load took 6 to 7 s to be
 * let in on a slow 2-core machine.
 */
const ACCEPT_QUEUE_WAIT_MS = 15_000;

interface ConnectionState {
  /** The answers in progress on it (more than one when pipelined). */
  responses: Set<http.ServerResponse>;
  /** socket.bytesRead at the last sweep: more means a request is arriving. */
  bytesRead: number;
  /**
   * When a sweep first found it quiet. Sweeps run between two readings of the sockets, so a
   * request that had arrived by then is read before the next sweep: the connection is only closed
   * once it stayed quiet from one sweep to a later one, however late the event loop runs.
   */
  quietSince: number | undefined;
}

/** Where a client of this process reaches a listener bound to `address`. */
const reachableHost = (address: string) =>
  address === '0.0.0.0' ? '127.0.0.1' : address === '::' ? '::1' : address;

export class DrainingServer extends http.Server {
  readonly #connections = new Map<Socket, ConnectionState>();
  #draining = false;

  constructor(
    options: http.ServerOptions,
    handler: http.RequestListener,
    /** Connections still open this long after the drain began are closed. */
    private readonly drainTimeoutMs: number,
  ) {
    super(options, handler);
    this.on('connection', (socket: Socket) => {
      this.#connections.set(socket, { responses: new Set(), bytesRead: 0, quietSince: undefined });
      socket.once('close', () => this.#connections.delete(socket));
    });
    this.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
      const socket = request.socket;
      const state = this.#connections.get(socket);
      if (!state) return;
      state.responses.add(response);
      if (this.#draining) response.shouldKeepAlive = false;
      response.once('close', () => {
        state.responses.delete(response);
        state.quietSince = undefined;
      });
    });
  }

  /**
   * Whether part of an answer went out on this connection and the rest has not: anything else
   * written to it now would garble that answer. An answer already sent, or one not begun (the
   * request of a slow body is being read), leaves room for another.
   */
  isAnswering(socket: Socket) {
    const state = this.#connections.get(socket);
    return state !== undefined && [...state.responses].some((response) => response.headersSent);
  }

  /**
   * Lets in the connections already waiting in the accept queue, then closes the listener (new
   * connections are refused) and starts the drain. The queue is first in, first out: once a
   * connection this process opens to itself is accepted, every one before it was.
   */
  async stopAccepting() {
    const address = this.address();
    if (!this.listening || address === null) return;
    const pausedSockets = new Set<Socket>();
    const pause = (socket: Socket) => {
      socket.pause();
      pausedSockets.add(socket);
    };
    for (const socket of this.#connections.keys()) pause(socket);
    this.on('connection', pause);
    await new Promise<void>((resolve) => {
      const marker =
        typeof address === 'string'
          ? net.connect(address)
          : net.connect(address.port, reachableHost(address.address));
      const accepted = new Set<number>();
      let finished = false;
      const done = () => {
        if (finished) return;
        finished = true;
        this.off('connection', onConnection);
        clearTimeout(giveUp);
        marker.destroy();
        resolve();
      };
      const isMarker = (port: number | undefined) =>
        port !== undefined && port === marker.localPort;
      const onConnection = (socket: Socket) => {
        if (isMarker(socket.remotePort)) done();
        else if (socket.remotePort !== undefined) accepted.add(socket.remotePort);
      };
      this.on('connection', onConnection);
      marker.once('connect', () => {
        if ([...accepted].some(isMarker)) done();
      });
      // Refused or dropped (at the connection cap): nothing more to wait for.
      marker.once('error', done);
      marker.once('close', done);
      const giveUp = setTimeout(done, ACCEPT_QUEUE_WAIT_MS);
    });
    this.off('connection', pause);
    this.close();
    for (const socket of pausedSockets) socket.resume();
  }

  /**
   * Node calls this from close(). Instead of closing every connection without a request in
   * progress at once, every answer from now on says `Connection: close` (its connection ends
   * with it), connections that received nothing for a second are closed, and what is still open
   * after drainTimeoutMs is closed.
   */
  override closeIdleConnections() {
    if (this.#draining) return;
    this.#draining = true;
    for (const { responses } of this.#connections.values()) {
      for (const response of responses) {
        if (!response.headersSent) response.shouldKeepAlive = false;
      }
    }
    const sweep = () => {
      const now = Date.now();
      for (const [socket, state] of this.#connections) {
        if (state.responses.size > 0 || socket.bytesRead !== state.bytesRead || socket.isPaused()) {
          state.bytesRead = socket.bytesRead;
          state.quietSince = undefined;
        } else if (state.quietSince === undefined) {
          state.quietSince = now;
        } else if (now - state.quietSince >= QUIET_BEFORE_CLOSING_MS) {
          socket.destroy();
        }
      }
    };
    sweep();
    const sweeping = setInterval(sweep, DRAIN_SWEEP_MS).unref();
    const deadline = setTimeout(() => this.closeAllConnections(), this.drainTimeoutMs).unref();
    this.once('close', () => {
      clearInterval(sweeping);
      clearTimeout(deadline);
    });
  }
}
