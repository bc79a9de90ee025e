import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * The replies under way on a server, so that a closing server lets each connection go once its
 * reply is sent. Node's server, when it closes, drops the connections that are idle at that moment
 * and then waits for the rest; a reply finished after that (a request in flight, a run event
 * stream ended by the close) leaves its connection kept alive for the client's next request,
 * which never comes (the client's pool holds it up to the keep-alive timeout, 72 s), and the
 * close waits past its limit (issue 42's drill: an API stopped with SIGTERM exited 1 after 12 s).
 */
export function trackRepliesUnderWay(server: Server): { closeAfterReplies(): void } {
  const underWay = new Set<ServerResponse>();
  let closing = false;
  const letGo = (response: ServerResponse, socket: Socket) => {
    if (!response.headersSent) {
      // Said in the reply: the client does not send another request on it, and Node ends it.
      response.setHeader('connection', 'close');
      return;
    }
    // Headers went out long ago (an event stream): the connection is ended after the last byte.
    response.once('finish', () => socket.end());
  };
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    underWay.add(response);
    response.once('close', () => underWay.delete(response));
    if (closing) letGo(response, request.socket);
  });
  return {
    closeAfterReplies() {
      closing = true;
      for (const response of underWay) {
        if (response.socket && !response.writableFinished) letGo(response, response.socket);
      }
    },
  };
}
