// The emulated Raspberry Pi Pico (or MacroPad RP2040): rp2040js running a real firmware, with the gaps of the emulator
// covered (see ../shared/tools/rp2040/README.md), an OLED answering at 0x3C on I2C or on SPI with the bus's own timing
// (tools/pico/glass.py decodes it as an SSD1306, SH1106 or SH1107), PIO stepped on the emulator's clock, buttons on
// GPIOs, keys that join two pins (a keypad matrix), and every flash erase and program done here, counted, and open
// to a power cut.
import fs from 'fs';
import { Simulator, USBCDC, I2CMode, GPIOPinState } from 'rp2040js';

const CYCLE_NS = 1e9 / 125e6; // rp2040js runs the core at 125 MHz
const ERASE = 0x52, PROGRAM = 0x50; // the BKPT numbers put on the boot ROM's flash functions
const DISPLAY_ADDRESS = 0x3c;
const PIO_SLICE_NS = 1000; // while the core sleeps with PIO running, time moves on this much at a time
const PIO_CATCH_UP_NS = 100000; // a state machine further behind than this was stopped: it starts from now
const I2C_PINS = [4, 5]; // the Pico preset's display: I2C0 on GP4 (SDA) and GP5 (SCL)

// Where each firmware keeps what survives a power cut: CircuitPython's nvm sector and CIRCUITPY (FAT),
// MicroPython's littlefs.
export const REGIONS = {
  circuitpython: { offset: 0xff000, length: 0x101000 },
  micropython: { offset: 0xa0000, length: 1408 * 1024 },
};

export class Pico {
  // spiDisplay: {bus, dc, cs} for an OLED on SPI (the MacroPad's SH1106) instead of one on I2C at i2cPins.
  constructor({ bootrom, firmware, region, image = null, busHz = 400000, i2cPins = I2C_PINS, spiDisplay = null }) {
    this.sim = new Simulator();
    this.clock = this.sim.clock;
    this.mcu = this.sim.rp2040;
    this.mcu.loadBootrom(new Uint32Array(new Uint8Array(fs.readFileSync(bootrom)).buffer));
    // stdout carries the answers (serve.mjs): the emulator's notes of registers it lacks go to stderr, errors only
    const quiet = () => {};
    this.mcu.logger = { debug: quiet, info: quiet, warn: quiet, error: (tag, message) => process.stderr.write(`${tag}: ${message}\n`) };
    this.region = region;
    [this.sda, this.scl] = spiDisplay ? [-1, -1] : i2cPins;
    this.i2cBus = (this.sda >> 1) & 1; // the RP2040's I2C block for a pin pair: GP4/GP5 I2C0, GP2/GP3 I2C1
    this.busNs = busHz ? 1e9 / busHz : 0;
    this.busTimed = !!busHz; // an SPI byte takes its time at the clock the firmware set, unless busHz is 0
    this.flashOps = [];      // every erase and program: {kind, address, length, ns}
    this.beforeFlashOp = null; // called with an op before it runs; returning 'cut' stops the board there
    this.off = false;        // the power was cut: the core runs no more
    this.console = '';
    this.input = [];
    // Writes and reads to the display: {ns0, ns1, mode, bytes}; mode 'W' or 'R' on I2C, 'C' (commands) or 'D'
    // (data) on SPI, a transaction a run of bytes with chip select low and D/C unchanged.
    this.transactions = [];
    this.joined = new Map(); // pin: the pins a pressed key joins it to
    this._loadFirmware(firmware);
    if (image) this.mcu.flash.set(fs.readFileSync(image), region.offset);
    this._coverFlash();
    this._coverUsb();
    this._coverBootselAndResets();
    this._coverPio();
    this._watchGpioReads();
    if (spiDisplay) this._attachSpiDisplay(spiDisplay);
    else { this._attachDisplay(); this._modelI2cLines(); }
    for (let pin = 0; pin < 30; pin++) if (pin !== this.sda && pin !== this.scl) this.mcu.gpio[pin].setInputValue(true);
    this.mcu.core.PC = 0x10000000;
  }

  get ns() { return this.clock.nanos; }
  get cycles() { return this.mcu.core.cycles; }

  _loadFirmware(path) {
    const data = fs.readFileSync(path);
    for (let at = 0; at + 512 <= data.length; at += 512) { // UF2 blocks: a flash address and 256 bytes each
      const block = new DataView(data.buffer, data.byteOffset + at, 512);
      if (block.getUint32(0, true) !== 0x0a324655 || block.getUint32(4, true) !== 0x9e5d5157) continue;
      const address = block.getUint32(12, true), size = block.getUint32(16, true);
      this.mcu.flash.set(data.subarray(at + 32, at + 32 + size), address - 0x10000000);
    }
  }

  // The QSPI flash chip is not emulated: the boot ROM's flash_range_erase and flash_range_program become
  // breakpoints, done here on mcu.flash (a program can only clear bits, as on NOR flash).
  _coverFlash() {
    const rom = new Uint16Array(this.mcu.bootrom.buffer, this.mcu.bootrom.byteOffset, this.mcu.bootrom.length * 2);
    const functions = {};
    for (let entry = rom[0x14 / 2]; rom[entry / 2]; entry += 4) functions[rom[entry / 2]] = rom[entry / 2 + 1];
    const code = (text) => text.charCodeAt(0) | (text.charCodeAt(1) << 8);
    rom[(functions[code('RE')] & ~1) / 2] = 0xbe00 | ERASE;
    rom[(functions[code('RP')] & ~1) / 2] = 0xbe00 | PROGRAM;
    const core = this.mcu.core, flash = this.mcu.flash;
    this.mcu.onBreak = (number) => {
      const [address, second, third] = core.registers;
      if (number !== ERASE && number !== PROGRAM) throw new Error(`unexpected BKPT ${number}`);
      const op = { kind: number === ERASE ? 'erase' : 'program', address, length: number === ERASE ? second : third, ns: this.ns };
      if (this.beforeFlashOp && this.beforeFlashOp(op) === 'cut') { this.off = true; return; }
      if (op.kind === 'erase') flash.fill(0xff, address, address + second);
      else for (let i = 0; i < third; i++) flash[address + i] &= this.mcu.readUint8(second + i);
      this.flashOps.push(op);
      core.PC = core.registers[14] & ~1; // return to the caller
    };
  }

  // The region as it is on the chip now, for a new board after a power cut.
  flashImage() {
    const { offset, length } = this.region;
    return Buffer.from(this.mcu.flash.subarray(offset, offset + length));
  }

  // USB CDC is the console of both stock firmwares. rp2040js answers every read of the OUT endpoint at once,
  // with an empty packet when it has nothing, so the core never idles: hold those reads until there is input.
  _coverUsb() {
    const usb = this.mcu.usbCtrl;
    this.cdc = new USBCDC(usb);
    this.consoleTimes = []; // [characters printed before, ns]: when each piece of console output came
    this.cdc.onSerialData = (bytes) => {
      this.consoleTimes.push([this.console.length, this.ns]);
      this.console += Buffer.from(bytes).toString('latin1');
    };
    const read = usb.onEndpointRead;
    this._heldRead = null;
    usb.onEndpointRead = (endpoint, size) => {
      if (endpoint === this.cdc.outEndpoint && this.cdc.txFIFO.empty) { this._heldRead = [endpoint, size]; return; }
      read(endpoint, size);
    };
    this._read = read;
  }

  send(text) { for (const byte of Buffer.from(text, 'latin1')) this.input.push(byte); }

  _feed() {
    const fifo = this.cdc.txFIFO;
    while (this.input.length && !fifo.full) fifo.push(this.input.shift());
    if (this._heldRead && !fifo.empty) { const [endpoint, size] = this._heldRead; this._heldRead = null; this._read(endpoint, size); }
  }

  _coverBootselAndResets() {
    // CircuitPython reads BOOTSEL through the QSPI chip-select pad, whose input rp2040js leaves off (reads as
    // held): the board's pull-up, the button released.
    this.mcu.qspi[1].padValue |= 0x40;
    this.mcu.qspi[1].setInputValue(true);
    // The RESETS block does not reset peripherals: a reset I2C block is left enabled, and the next busio.I2C
    // says "in use". Clear its enable bit when its reset bit is written.
    const resets = this.mcu.peripherals[0x4000c], write = resets.writeUint32.bind(resets);
    resets.writeUint32 = (offset, value) => {
      write(offset, value);
      if (offset === 0) [[3, 0], [4, 1]].forEach(([bit, bus]) => { if (value & (1 << bit)) this.mcu.i2c[bus].enable = 0; });
    };
  }

  // The OLED on its I2C block: each byte, address, start and stop completes after its time on the bus.
  _attachDisplay() {
    const i2c = this.mcu.i2c[this.i2cBus];
    let current = null;
    const later = (bits, done) => {
      if (!this.busNs) return done();
      this.clock.createAlarm(done).schedule(bits * this.busNs);
    };
    i2c.onStart = () => later(1, () => i2c.completeStart());
    i2c.onConnect = (address, mode) => later(9, () => {
      const ours = address === DISPLAY_ADDRESS;
      if (ours) { current = { ns0: this.ns, ns1: this.ns, mode: mode === I2CMode.Read ? 'R' : 'W', bytes: [] }; this.transactions.push(current); }
      i2c.completeConnect(ours);
    });
    i2c.onWriteByte = (value) => later(9, () => {
      if (current) { current.bytes.push(value); current.ns1 = this.ns; }
      i2c.completeWrite(true);
    });
    i2c.onReadByte = () => later(9, () => { if (current) current.ns1 = this.ns; i2c.completeRead(0); });
    i2c.onStop = () => later(1, () => {
      if (current) { current.ns1 = this.ns; current.done = true; }
      current = null;
      i2c.completeStop();
    });
  }

  // The OLED on SPI (the MacroPad's SH1106, board.DISPLAY): each byte completes 8 clocks of the SPI clock the
  // firmware set after it went out (at once, displayio's DMA overruns the receive FIFO and waits for ever); D/C
  // high sends data, low commands; chip select high ends the transaction.
  _attachSpiDisplay({ bus, dc, cs }) {
    const spi = this.mcu.spi[bus], dcPin = this.mcu.gpio[dc], csPin = this.mcu.gpio[cs];
    let current = null, pending = null;
    const done = this.clock.createAlarm(() => {
      const isData = pending.isData;
      if (!current || current.isData !== isData) {
        if (current) current.done = true;
        current = { ns0: pending.ns, ns1: this.ns, mode: isData ? 'D' : 'C', bytes: [], isData };
        this.transactions.push(current);
      }
      current.bytes.push(pending.value);
      current.ns1 = this.ns;
      pending = null;
      spi.completeTransmit(0);
    });
    spi.onTransmit = (value) => {
      pending = { value, isData: dcPin.value === GPIOPinState.High, ns: this.ns };
      const hz = this.spiHz = spi.clockFrequency;
      done.schedule(this.busTimed && hz ? (spi.dataBits * 1e9) / hz : 0);
    };
    csPin.addListener((state) => {
      if (state === GPIOPinState.High && current) { current.done = true; current = null; }
    });
  }

  // rp2040js runs PIO from setTimeout, which this synchronous loop never yields to (the MacroPad's status NeoPixel
  // and rotaryio stall): each enabled state machine steps here instead, an instruction (and its delay) every
  // clock-divider's worth of system clocks of emulated time, also while the core sleeps.
  _coverPio() {
    for (const pio of this.mcu.pio) { pio.run = () => {}; for (const machine of pio.machines) machine.dueNs = 0; }
  }

  get pioRunning() { return !this.mcu.pio[0].stopped || !this.mcu.pio[1].stopped; }

  // Step every enabled state machine up to now; pioDueNs is when the next of them is due.
  _stepPio() {
    const now = this.clock.nanos;
    let due = Infinity;
    for (const pio of this.mcu.pio) {
      if (pio.stopped) continue;
      let stepped = false;
      for (const machine of pio.machines) {
        if (!machine.enabled) continue;
        const divider = (machine.clockDivInt || 65536) + machine.clockDivFrac / 256;
        if (machine.dueNs < now - PIO_CATCH_UP_NS) machine.dueNs = now; // just started, or started again
        while (machine.dueNs <= now) {
          const before = machine.cycles;
          machine.step();
          machine.dueNs += Math.max(1, machine.cycles - before) * divider * CYCLE_NS;
          stepped = true;
        }
        due = Math.min(due, machine.dueNs);
      }
      if (stepped) pio.checkChangedPins();
    }
    this.pioDueNs = due;
  }

  // While the core sleeps, a state machine that comes back to a state it was in, its pins unchanged (rotaryio's
  // sampling loop with the knob at rest), does nothing more until something changes: time moves on as without PIO.
  _pioLooping() {
    let state = '';
    for (const pio of this.mcu.pio) for (const m of pio.machines) if (m.enabled) {
      state += `${m.pc},${m.x},${m.y},${m.inputShiftReg},${m.inputShiftCount},${m.outputShiftReg},${m.outputShiftCount},`;
      state += `${m.rxFIFO.itemCount},${m.txFIFO.itemCount},${m.waiting},${pio.irq};`;
    }
    if (!this._pioSeen) this._pioSeen = new Set();
    if (this._pioSeen.has(state)) return true;
    if (this._pioSeen.size < 4096) this._pioSeen.add(state);
    return false;
  }

  // A pressed key of a matrix joins two pins: a pin not driven reads low when a pin it is joined to is driven
  // low, else high (its pull-up). Either side may be the one driven (rows or columns), as a real matrix allows.
  join(a, b, pressed) {
    for (const [pin, other] of [[a, b], [b, a]]) {
      if (!this.joined.has(pin)) {
        this.joined.set(pin, new Set());
        this.mcu.gpio[pin].addListener(() => this._answerJoined());
      }
      if (pressed) this.joined.get(pin).add(other);
      else this.joined.get(pin).delete(other);
    }
    this._answerJoined();
    this._pioSeen = null;
  }

  _answerJoined() {
    const gpio = this.mcu.gpio;
    const drivenLow = (pin) => gpio[pin].value === GPIOPinState.Low;
    for (const [pin, others] of this.joined) {
      if (gpio[pin].outputEnable) continue;
      const low = [...others].some(drivenLow);
      if (gpio[pin].rawInputValue === low) gpio[pin].setInputValue(!low);
    }
  }

  // A probe of the bus (CircuitPython's busio.I2C check, MicroPython's scan) toggles the pins by hand, which the
  // I2C block never sees: model the open-drain lines with pull-ups and acknowledge the display's address.
  _modelI2cLines() {
    const sda = this.mcu.gpio[this.sda], scl = this.mcu.gpio[this.scl];
    const low = (pin) => pin.value === GPIOPinState.Low;
    let state = 'idle', bits = 0, byte = 0, released = true, lastClock = true, lastData = true;
    const update = () => {
      const clockHigh = !low(scl), data = !low(sda) && released;
      if (clockHigh && lastClock && data !== lastData) { // start or stop
        state = data ? 'idle' : 'address'; bits = 0; byte = 0; released = true;
      } else if (clockHigh && !lastClock && state === 'address') {
        byte = ((byte << 1) | (data ? 1 : 0)) & 0xff; bits++;
      } else if (!clockHigh && lastClock) {
        if (state === 'address' && bits === 8) { state = (byte >> 1) === DISPLAY_ADDRESS ? 'ack' : 'idle'; released = state !== 'ack'; }
        else if (state === 'ack') { released = true; state = 'idle'; }
      }
      lastClock = clockHigh; lastData = !low(sda) && released;
      sda.setInputValue(lastData); scl.setInputValue(clockHigh);
    };
    sda.addListener(update); scl.addListener(update);
    update();
  }

  // When the firmware first reads the GPIO inputs after a button's edge: the key scan that saw it.
  _watchGpioReads() {
    const sio = this.mcu.sio, read = sio.readUint32.bind(sio);
    this.scannedAt = null;
    sio.readUint32 = (offset) => {
      if (offset === 0x004 && this.scannedAt === null) this.scannedAt = this.ns;
      return read(offset);
    };
  }

  setPin(pin, high) {
    this.mcu.gpio[pin].setInputValue(high);
    this._pioSeen = null;
    if (!high) this.scannedAt = null;
  }

  // Run for ms of emulated time, or until until() holds (checked every few thousand instructions).
  run(ms, until = null) {
    const { mcu, clock } = this, core = mcu.core;
    const end = clock.nanos + ms * 1e6;
    // Whether PIO runs is read afresh at each batch and each sleep, not at every instruction: a state machine
    // started mid-batch waits at most a batch (its first steps are late, not lost).
    let pio = this.pioRunning, awake = true;
    this.pioDueNs = 0;
    this._pioSeen = null; // the pins may have changed since
    while (clock.nanos < end && !this.off) {
      for (let i = 0; i < 5000 && !this.off; i++) {
        if (core.waiting) {
          // A WFI with an enabled interrupt already pending completes at once (ARMv6-M); rp2040js sleeps for good.
          if (core.pendingInterrupts & core.enabledInterrupts) { core.waiting = false; continue; }
          if (awake) { awake = false; pio = this.pioRunning; this._pioSeen = null; this.pioDueNs = 0; }
          const next = clock.nanosToNextAlarm;
          if (pio && !this._pioLooping()) { // the state machines run on while the core sleeps
            clock.tick(Math.min(next > 0 ? next : PIO_SLICE_NS, PIO_SLICE_NS));
            this._stepPio();
            if (clock.nanos >= end) break;
            continue;
          }
          if (next <= 0) { clock.tick(1000); break; }
          clock.tick(Math.min(next, end - clock.nanos + 1));
          if (clock.nanos >= end) break;
        } else {
          clock.tick(core.executeInstruction() * CYCLE_NS);
          awake = true;
          if (pio && clock.nanos >= this.pioDueNs) this._stepPio();
        }
      }
      pio = this.pioRunning;
      this.pioDueNs = 0; // a machine the core started or changed meanwhile is taken in at the next instruction
      this._feed();
      if (until && until()) return true;
    }
    return !!(until && until());
  }
}
