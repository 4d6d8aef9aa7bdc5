/** Test audio: WAV files made sample by sample, so what they contain (speech-like sound, silences) is known. */
export type Segment = { seconds: number; sound: boolean };

/** A 16-bit PCM mono WAV: a voiced-like signal (two tones, varying level) for sound, near-silence otherwise. */
export function makeWav(
  segments: Segment[],
  options: { sampleRate?: number; channels?: number; bits?: 16 | 8 } = {},
): Uint8Array {
  const rate = options.sampleRate ?? 16_000;
  const channels = options.channels ?? 1;
  const bits = options.bits ?? 16;
  const samples: number[] = [];
  let seed = 7;
  const noise = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648 - 0.5;
  };
  for (const segment of segments) {
    const n = Math.round(segment.seconds * rate);
    for (let i = 0; i < n; i++) {
      const t = i / rate;
      const envelope = 0.6 + 0.4 * Math.sin(2 * Math.PI * 3 * t);
      samples.push(
        segment.sound
          ? 0.4 * envelope * (Math.sin(2 * Math.PI * 180 * t) + 0.5 * Math.sin(2 * Math.PI * 720 * t))
          : 0.002 * noise(),
      );
    }
  }
  const bytesPer = bits / 8;
  const dataSize = samples.length * channels * bytesPer;
  const buffer = new ArrayBuffer(44 + dataSize);
  const view = new DataView(buffer);
  const write = (at: number, text: string) => [...text].forEach((c, i) => view.setUint8(at + i, c.charCodeAt(0)));
  write(0, 'RIFF');
  view.setUint32(4, 36 + dataSize, true);
  write(8, 'WAVE');
  write(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, channels, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * channels * bytesPer, true);
  view.setUint16(32, channels * bytesPer, true);
  view.setUint16(34, bits, true);
  write(36, 'data');
  view.setUint32(40, dataSize, true);
  samples.forEach((s, i) => {
    for (let c = 0; c < channels; c++) {
      const at = 44 + (i * channels + c) * bytesPer;
      if (bits === 16) view.setInt16(at, Math.max(-32768, Math.min(32767, Math.round(s * 32767))), true);
      else view.setUint8(at, Math.max(0, Math.min(255, Math.round(s * 127 + 128))));
    }
  });
  return new Uint8Array(buffer);
}

/** A WAV whose header says its data is longer than the file holds (a truncated or forged file). */
export function makeLyingWav(): Uint8Array {
  const wav = makeWav([{ seconds: 1, sound: true }]);
  const view = new DataView(wav.buffer);
  view.setUint32(40, view.getUint32(40, true) * 4, true);
  return wav;
}

/** The first bytes of an MP3 (an ID3 tag) and of a browser's WebM/Opus recording, padded. */
export const mp3Bytes = () =>
  new Uint8Array([0x49, 0x44, 0x33, 0x04, 0x00, 0x00, 0, 0, 0, 10, ...new Array(200).fill(0x11)]);
export const webmBytes = () => new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, ...new Array(200).fill(0x42)]);
