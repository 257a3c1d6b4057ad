// One emulated Pico driven over stdin/stdout, a JSON request a line and a JSON answer a line (tools/pico/board.py).
import fs from 'fs';
import path from 'path';
import readline from 'readline';
import { Pico, REGIONS } from './board.mjs';

let pico = null;
let snapshots = null; // {folder, count}: an image of the region before every flash op, and half-way into each erase

function halfErased(op) {
  const image = pico.flashImage(), start = op.address - pico.region.offset;
  image.fill(0xff, start, start + op.length / 2);
  return image;
}

function watchFlash(op) {
  if (!snapshots) return undefined;
  const name = path.join(snapshots.folder, String(snapshots.count).padStart(4, '0'));
  fs.writeFileSync(`${name}.img`, pico.flashImage());
  if (op.kind === 'erase') fs.writeFileSync(`${name}-half.img`, halfErased(op));
  snapshots.ops.push({ ...op, image: `${name}.img`, half: op.kind === 'erase' ? `${name}-half.img` : null });
  snapshots.count++;
  return undefined;
}

const commands = {
  start({ bootrom, firmware, region, image, busHz, i2cPins, spiDisplay }) {
    pico = new Pico({ bootrom, firmware, region: REGIONS[region], image, busHz, i2cPins: i2cPins || undefined, spiDisplay });
    pico.beforeFlashOp = watchFlash;
    snapshots = null;
    return {};
  },
  run({ ms }) { pico.run(ms); return {}; },
  // Run until the console has printed text (after `from` characters), or ms pass.
  until_console({ text, from = 0, ms }) {
    return { found: pico.run(ms, () => pico.console.indexOf(text, from) >= 0) };
  },
  pins({ pins, high }) { for (const pin of pins) pico.setPin(pin, high); return {}; },
  // A key of a matrix pressed (or released): it joins pins a and b.
  join({ a, b, pressed }) { pico.join(a, b, pressed); if (pressed) pico.scannedAt = null; return {}; },
  send({ text }) { pico.send(text); return {}; },
  // What happened since the last take: the display's I2C transactions (those the stop has ended; one still
  // under way waits for the next take), flash ops, console output.
  take() {
    const done = pico.transactions.filter((t) => t.done);
    const answer = {
      transactions: done.map((t) => ({ ns0: t.ns0, ns1: t.ns1, mode: t.mode, hex: Buffer.from(t.bytes).toString('hex') })),
      flash_ops: pico.flashOps,
      console: pico.console,
      console_times: pico.consoleTimes,
      scanned_at: pico.scannedAt,
      spi_hz: pico.spiHz ?? null,
    };
    pico.transactions = pico.transactions.filter((t) => !t.done); pico.flashOps = []; pico.console = ''; pico.consoleTimes = [];
    return answer;
  },
  snapshots({ folder }) {
    const ops = snapshots ? snapshots.ops : [];
    snapshots = folder ? { folder, count: 0, ops: [] } : null;
    return { ops };
  },
  save({ file }) { fs.writeFileSync(file, pico.flashImage()); return {}; },
};

const lines = readline.createInterface({ input: process.stdin });
lines.on('line', (line) => {
  const request = JSON.parse(line);
  let answer;
  try {
    answer = { ok: true, ...commands[request.cmd](request) };
  } catch (error) {
    answer = { ok: false, error: String(error && error.stack || error) };
  }
  if (pico) Object.assign(answer, { ns: pico.ns, cycles: pico.cycles, off: pico.off });
  process.stdout.write(JSON.stringify(answer) + '\n');
});
lines.on('close', () => process.exit(0));
