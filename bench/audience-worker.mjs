// A child process holding the "audience" sockets of the latency bench: every device of a class
// but its phone and the measured display. They are other tablets in a real classroom, so they
// run at a lower priority here, and the server and the measured devices are not queued behind
// work that would happen on other machines. (They still take their share of the two cores.)
//
// By default each audience device is a bare WebSocket speaking the Engine.IO 4 / socket.io 5
// protocol: it joins its room, answers the server's pings and counts what arrives, without
// decoding it. To the server it is the same socket doing the same work (same handshake, same
// room, same frames written); only the decoding, which a real tablet does on its own CPU, is
// left out. AUDIENCE=socket.io uses full socket.io clients instead, as in earlier runs.
import WebSocket from 'ws';
import { joinClass } from './lib.mjs';

const { base, cookie, classIds, kind } = await new Promise((resolve) =>
  process.once('message', resolve),
);
let received = 0;

/** A bare device: resolves once the server has acknowledged its class:join. */
function joinBare(classId) {
  return new Promise((resolve, reject) => {
    const url = `${base.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`;
    const ws = new WebSocket(url, { headers: { origin: base, cookie }, perMessageDeflate: false });
    ws.on('error', reject);
    ws.on('message', (data) => {
      const frame = data.toString();
      // Engine.IO: 0 open, 2 ping (answered with 3 pong), 4 message; socket.io inside a
      // message: 0 connect, 2 event, 3 ack.
      if (frame === '2') ws.send('3');
      else if (frame.startsWith('42')) received += 1;
      else if (frame.startsWith('0')) ws.send('40');
      else if (frame.startsWith('40')) ws.send(`421${JSON.stringify(['class:join', { classId }])}`);
      else if (frame.startsWith('431')) {
        if (!JSON.parse(frame.slice(3))[0].ok) reject(new Error(`class:join refused: ${frame}`));
        else resolve({ disconnect: () => ws.close() });
      } else if (frame.startsWith('44')) reject(new Error(`socket.io refused: ${frame}`));
    });
  });
}

/** A full socket.io client, decoding every event as the web app does. */
async function joinFull(classId) {
  const s = await joinClass(base, cookie, classId);
  s.on('students:changed', () => {
    received += 1;
  });
  return s;
}

const join = kind === 'socket.io' ? joinFull : joinBare;
const sockets = [];
for (let i = 0; i < classIds.length; i += 100)
  sockets.push(...(await Promise.all(classIds.slice(i, i + 100).map(join))));
process.send({ ready: sockets.length });
process.on('message', (message) => {
  if (message === 'stop') {
    for (const s of sockets) s.disconnect();
    process.send({ received }, () => process.exit(0));
  }
});
