/** A WAV file's PCM samples, or why they cannot be read (a damaged or unsupported file is a value, not a throw). */
export type WavRead =
  | { ok: true; sampleRate: number; channels: number; frames: number; sample: (frame: number) => number }
  | { ok: false; reason: 'damaged' | 'unsupported' | 'empty' };

const text = (view: DataView, at: number) =>
  String.fromCharCode(view.getUint8(at), view.getUint8(at + 1), view.getUint8(at + 2), view.getUint8(at + 3));

/**
 * Reads a RIFF/WAVE file: PCM 8, 16, 24 or 32 bit, or 32-bit float, any channel count (mixed to mono).
 * A header that claims more data than the file holds, or a chunk that runs past the end, is 'damaged':
 * the file is refused rather than measured on made-up samples.
 */
export function readWav(bytes: Uint8Array): WavRead {
  if (bytes.length < 12) return { ok: false, reason: 'damaged' };
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (text(view, 0) !== 'RIFF' || text(view, 8) !== 'WAVE') return { ok: false, reason: 'damaged' };
  const riffEnd = 8 + view.getUint32(4, true);
  if (riffEnd > bytes.length + 1) return { ok: false, reason: 'damaged' };
  let format: { tag: number; channels: number; sampleRate: number; bits: number; blockAlign: number } | null = null;
  let at = 12;
  while (at + 8 <= bytes.length) {
    const id = text(view, at);
    const size = view.getUint32(at + 4, true);
    const body = at + 8;
    if (body + size > bytes.length) return { ok: false, reason: 'damaged' };
    if (id === 'fmt ') {
      if (size < 16) return { ok: false, reason: 'damaged' };
      let tag = view.getUint16(body, true);
      // WAVE_FORMAT_EXTENSIBLE: the real format is the first two bytes of the sub-format GUID
      if (tag === 0xfffe && size >= 26) tag = view.getUint16(body + 24, true);
      format = {
        tag,
        channels: view.getUint16(body + 2, true),
        sampleRate: view.getUint32(body + 4, true),
        blockAlign: view.getUint16(body + 12, true),
        bits: view.getUint16(body + 14, true),
      };
    } else if (id === 'data') {
      if (!format) return { ok: false, reason: 'damaged' };
      return samples(view, body, size, format);
    }
    at = body + size + (size % 2);
  }
  return { ok: false, reason: 'damaged' };
}

function samples(
  view: DataView,
  start: number,
  size: number,
  f: { tag: number; channels: number; sampleRate: number; bits: number; blockAlign: number },
): WavRead {
  const bytesPer = f.bits / 8;
  const isPcm = f.tag === 1 && [8, 16, 24, 32].includes(f.bits);
  const isFloat = f.tag === 3 && f.bits === 32;
  if (!isPcm && !isFloat) return { ok: false, reason: 'unsupported' };
  if (
    f.channels < 1 ||
    f.channels > 8 ||
    f.sampleRate < 4000 ||
    f.sampleRate > 192_000 ||
    f.blockAlign !== bytesPer * f.channels
  )
    return { ok: false, reason: 'damaged' };
  const frames = Math.floor(size / f.blockAlign);
  if (frames === 0) return { ok: false, reason: 'empty' };
  const one = (at: number): number => {
    if (isFloat) return view.getFloat32(at, true);
    if (f.bits === 8) return (view.getUint8(at) - 128) / 128;
    if (f.bits === 16) return view.getInt16(at, true) / 32768;
    if (f.bits === 24)
      return (view.getUint8(at) | (view.getUint8(at + 1) << 8) | (view.getInt8(at + 2) << 16)) / 8388608;
    return view.getInt32(at, true) / 2147483648;
  };
  const sample = (frame: number) => {
    let sum = 0;
    for (let c = 0; c < f.channels; c++) sum += one(start + frame * f.blockAlign + c * bytesPer);
    return sum / f.channels;
  };
  return { ok: true, sampleRate: f.sampleRate, channels: f.channels, frames, sample };
}
