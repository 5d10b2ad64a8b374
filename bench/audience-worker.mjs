// A child process holding the "audience" sockets of the latency bench: every device of a class
// but its phone and the measured display. They are other tablets in a real classroom, so they
// run at a lower priority here, and the server and the measured devices are not queued behind
// work that would happen on other machines. (They still take their share of the two cores.)
import { joinClass } from './lib.mjs';

const { base, cookie, classIds } = await new Promise((resolve) => process.once('message', resolve));
const sockets = [];
let received = 0;
for (let i = 0; i < classIds.length; i += 100) {
  await Promise.all(
    classIds.slice(i, i + 100).map(async (classId) => {
      const s = await joinClass(base, cookie, classId);
      s.on('students:changed', () => {
        received += 1;
      });
      sockets.push(s);
    }),
  );
}
process.send({ ready: sockets.length });
process.on('message', (message) => {
  if (message === 'stop') {
    for (const s of sockets) s.disconnect();
    process.send({ received }, () => process.exit(0));
  }
});
