import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { servesTls } from '../env';

/*
 * The image's HEALTHCHECK (Dockerfile): this container's own server answers GET /api/health
 * with 200 (the server and its database up) over what it speaks: https with HTTPS or
 * TLS_CERT set, else plain http. Exit 0 healthy, 1 not.
 */

const TIMEOUT_MS = 4000;

const port = Number(process.env.PORT || 3000);
const tls = servesTls(process.env);
const send = tls ? httpsRequest : httpRequest;
const request = send(
  {
    host: '127.0.0.1',
    port,
    path: '/api/health',
    timeout: TIMEOUT_MS,
    // Its own server on loopback: the certificate names the school's addresses (or its public
    // name), not 127.0.0.1, and nothing between the two can be anyone else.
    rejectUnauthorized: false,
  },
  (response) => {
    response.resume();
    if (response.statusCode === 200) process.exit(0);
    // What `docker inspect` shows as the reason (a 308: HTTPS set on one side only).
    console.error(`unhealthy: ${tls ? 'https' : 'http'} answered ${response.statusCode}`);
    process.exit(1);
  },
);
request.on('timeout', () => request.destroy(new Error('timed out')));
request.on('error', (error) => {
  console.error(`unhealthy: ${error.message}`);
  process.exit(1);
});
request.end();
