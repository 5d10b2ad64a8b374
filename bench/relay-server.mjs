// The F1 baseline: socket.io alone, no database and no checks. It answers the same two
// commands as the real server (join a class room; apply taps) and relays each tap to the
// room at once. Run beside the real server in the same bench run, it shows what this
// machine's cores and loopback cost at that moment, so the real figure can be read against it.
import { createServer } from 'node:http';
import { Server } from 'socket.io';

const http = createServer();
const io = new Server(http, { serveClient: false });
io.on('connection', (socket) => {
  socket.on('class:join', ({ classId }, ack) => {
    socket.join(`class:${classId}`);
    ack({ ok: true, data: {} });
  });
  let version = 0;
  socket.on('ops:apply', ({ classId, ops }, ack) => {
    version += 1;
    const students = ops.map((op) => ({
      id: op.studentId,
      points: 6,
      attendanceStatus: 'present',
    }));
    const opIds = ops.map((op) => op.opId);
    io.to(`class:${classId}`).emit('students:changed', { classId, version, students, opIds });
    ack({ ok: true, data: { version, done: opIds, rejected: [] } });
  });
});
http.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('listening'));
