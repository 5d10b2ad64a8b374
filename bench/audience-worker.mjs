// A worker thread holding the "audience" sockets of the latency bench (every device of a class
// but its phone and the measured display), so the measuring thread's event loop stays free.
import { parentPort, workerData } from 'node:worker_threads';
import { io } from 'socket.io-client';

const { base, cookie, classIds } = workerData;
const sockets = [];
let received = 0;
for (let i = 0; i < classIds.length; i += 100) {
  await Promise.all(
    classIds.slice(i, i + 100).map(
      (classId) =>
        new Promise((resolve, reject) => {
          const s = io(base, {
            transports: ['websocket'],
            reconnection: false,
            forceNew: true,
            extraHeaders: { origin: base, cookie },
          });
          s.once('connect', async () => {
            const ack = await s.emitWithAck('class:join', { classId });
            if (!ack.ok) return reject(new Error(ack.error.message));
            s.on('students:changed', () => {
              received += 1;
            });
            sockets.push(s);
            resolve();
          });
          s.once('connect_error', reject);
        }),
    ),
  );
}
parentPort.postMessage({ ready: sockets.length });
parentPort.on('message', (message) => {
  if (message === 'stop') {
    for (const s of sockets) s.disconnect();
    parentPort.postMessage({ received });
  }
});
