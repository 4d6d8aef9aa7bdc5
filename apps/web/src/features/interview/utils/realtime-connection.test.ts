import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectRealtime, type RealtimeEvents } from './realtime-connection.ts';

/** The browser's WebRTC and media objects, recorded: jsdom has none, and no OpenAI server is reachable here. */
class FakeChannel {
  readyState = 'connecting';
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: unknown }) => void) | null = null;
  closed = false;
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closed = true;
  }
  open() {
    this.readyState = 'open';
    this.onopen?.();
  }
}

class FakePeerConnection {
  static last: FakePeerConnection | null = null;
  channel = new FakeChannel();
  tracks: unknown[] = [];
  local: RTCSessionDescriptionInit | null = null;
  remote: RTCSessionDescriptionInit | null = null;
  closed = false;
  ontrack: ((event: { streams: unknown[] }) => void) | null = null;
  constructor() {
    FakePeerConnection.last = this;
  }
  addTrack(track: unknown) {
    this.tracks.push(track);
  }
  createDataChannel(label: string) {
    expect(label).toBe('oai-events');
    return this.channel;
  }
  async createOffer() {
    return { type: 'offer', sdp: 'v=0 offer-sdp' };
  }
  async setLocalDescription(description: RTCSessionDescriptionInit) {
    this.local = description;
  }
  async setRemoteDescription(description: RTCSessionDescriptionInit) {
    this.remote = description;
  }
  close() {
    this.closed = true;
  }
}

const track = {
  enabled: true,
  stopped: false,
  stop() {
    this.stopped = true;
  },
};
let fetchMock: ReturnType<typeof vi.fn>;

function events() {
  return { onLine: vi.fn(), onResponseDone: vi.fn(), onError: vi.fn() } satisfies RealtimeEvents;
}

beforeEach(() => {
  track.enabled = true;
  track.stopped = false;
  FakePeerConnection.last = null;
  vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
  vi.stubGlobal(
    'Audio',
    class {
      autoplay = false;
      srcObject: unknown = null;
    },
  );
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: vi.fn(async () => ({ getAudioTracks: () => [track] })) },
  });
  fetchMock = vi.fn(
    async () => new Response('v=0 answer-sdp', { status: 201, headers: { location: '/v1/realtime/calls/rtc_abc123' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('connectRealtime (the browser half of a realtime interview)', () => {
  it('posts the SDP offer with the client secret, takes the answer, and names the call from the Location header', async () => {
    const connection = await connectRealtime({
      callsUrl: 'https://api.example/v1/realtime/calls',
      secret: 'ek_secret',
      events: events(),
    });
    expect(fetchMock).toHaveBeenCalledWith('https://api.example/v1/realtime/calls', {
      method: 'POST',
      body: 'v=0 offer-sdp',
      headers: { authorization: 'Bearer ek_secret', 'content-type': 'application/sdp' },
    });
    const pc = FakePeerConnection.last!;
    expect(pc.tracks).toEqual([track]);
    expect(pc.remote).toEqual({ type: 'answer', sdp: 'v=0 answer-sdp' });
    expect(connection.callId).toBe('rtc_abc123');
  });

  it("asks the interviewer to start once the data channel opens, and sends the user's messages as the spec names them", async () => {
    const connection = await connectRealtime({ callsUrl: 'https://api.example/calls', secret: 's', events: events() });
    const channel = FakePeerConnection.last!.channel;
    connection.say('give feedback');
    expect(channel.sent).toEqual([]);
    channel.open();
    connection.say('give feedback');
    const texts = channel.sent
      .filter((e) => (e as { type: string }).type === 'conversation.item.create')
      .map((e) => (e as { item: { content: Array<{ text: string }> } }).item.content[0]!.text);
    expect(texts).toEqual(['start interview', 'give feedback']);
    expect(channel.sent.filter((e) => (e as { type: string }).type === 'response.create')).toHaveLength(2);
  });

  it('passes both sides of the transcript, the end of a response and errors on, and ignores what is not JSON', async () => {
    const on = events();
    await connectRealtime({ callsUrl: 'https://api.example/calls', secret: 's', events: on });
    const deliver = (data: unknown) =>
      FakePeerConnection.last!.channel.onmessage!({ data: typeof data === 'string' ? data : JSON.stringify(data) });
    deliver({ type: 'response.output_audio_transcript.done', transcript: 'Tell me about a project.' });
    deliver({ type: 'conversation.item.input_audio_transcription.completed', transcript: 'I rebuilt our reports.' });
    deliver({ type: 'response.done' });
    deliver({ type: 'error', error: { message: 'Rate limited' } });
    deliver('not json {');
    deliver({ type: 'response.output_audio_transcript.done' });
    expect(on.onLine.mock.calls).toEqual([
      ['interviewer', 'Tell me about a project.'],
      ['candidate', 'I rebuilt our reports.'],
    ]);
    expect(on.onResponseDone).toHaveBeenCalledTimes(1);
    expect(on.onError).toHaveBeenCalledWith('Rate limited');
  });

  it('mutes and unmutes the microphone track', async () => {
    const connection = await connectRealtime({ callsUrl: 'https://api.example/calls', secret: 's', events: events() });
    connection.setMicEnabled(false);
    expect(track.enabled).toBe(false);
    connection.setMicEnabled(true);
    expect(track.enabled).toBe(true);
    connection.close();
    expect(track.stopped).toBe(true);
    expect(FakePeerConnection.last!.closed).toBe(true);
  });

  it('says the interviewer did not answer when the calls endpoint refuses, and releases the microphone and the connection', async () => {
    fetchMock.mockResolvedValueOnce(new Response('bad secret', { status: 401 }));
    await expect(
      connectRealtime({ callsUrl: 'https://api.example/calls', secret: 'expired', events: events() }),
    ).rejects.toThrow('The interviewer did not answer (401).');
    expect(track.stopped).toBe(true);
    expect(FakePeerConnection.last!.closed).toBe(true);
    expect(FakePeerConnection.last!.channel.closed).toBe(true);
  });
});
