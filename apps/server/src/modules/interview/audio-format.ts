import { AUDIO_MAX_BYTES, offlineInterviewMessages, type AudioFormat } from '@cp/contracts';
import { AppError } from '../../http/app-error.ts';

/** File name endings each format may carry (a browser's recording is named for what it is). */
const EXTENSIONS: Record<AudioFormat, readonly string[]> = {
  wav: ['wav', 'wave'],
  mp3: ['mp3'],
  webm: ['webm', 'weba'],
  ogg: ['ogg', 'oga', 'opus'],
  mp4: ['mp4', 'm4a'],
};

const startsWith = (bytes: Uint8Array, text: string, at = 0) =>
  bytes.length >= at + text.length && [...text].every((c, i) => bytes[at + i] === c.charCodeAt(0));

/** The format the bytes are, by their magic numbers; null when they are none of the four. */
export function sniffAudio(bytes: Uint8Array): AudioFormat | null {
  if (startsWith(bytes, 'RIFF') && startsWith(bytes, 'WAVE', 8)) return 'wav';
  if (startsWith(bytes, 'ID3')) return 'mp3';
  // an MPEG audio frame header: 11 sync bits, layer III, a bitrate index that is not 'bad'
  if (
    bytes.length >= 3 &&
    bytes[0] === 0xff &&
    (bytes[1]! & 0xe0) === 0xe0 &&
    (bytes[1]! & 0x06) === 0x02 &&
    (bytes[2]! & 0xf0) !== 0xf0
  )
    return 'mp3';
  if (bytes.length >= 4 && bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3)
    return 'webm';
  if (startsWith(bytes, 'OggS')) return 'ogg';
  if (startsWith(bytes, 'ftyp', 4)) return 'mp4';
  return null;
}

const extensionOf = (filename: string) => filename.toLowerCase().match(/\.([a-z0-9]{1,5})$/)?.[1] ?? '';

/**
 * An uploaded or recorded answer's format, checked by both its bytes and its name (docs/product/2-modules.md section
 * 5): a renamed file or a file of another kind is refused with the spec's message, before anything is charged.
 */
export function checkAudio(file: { filename: string; bytes: Uint8Array }): AudioFormat {
  if (file.bytes.length > AUDIO_MAX_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', offlineInterviewMessages.audioTooLarge);
  if (file.bytes.length === 0)
    throw new AppError('VALIDATION_ERROR', offlineInterviewMessages.emptyAudio, {
      errors: [{ path: 'body.file', message: offlineInterviewMessages.emptyAudio }],
    });
  const format = sniffAudio(file.bytes);
  if (!format || !EXTENSIONS[format].includes(extensionOf(file.filename))) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', offlineInterviewMessages.badAudio, {
      errors: [{ path: 'body.file', message: offlineInterviewMessages.badAudio }],
    });
  }
  return format;
}
