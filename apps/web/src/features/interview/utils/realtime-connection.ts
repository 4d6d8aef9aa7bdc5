/**
 * The browser side of a realtime interview (OpenAI's GA WebRTC flow, docs/decisions/029): the
 * microphone track and a data channel on one peer connection, the offer posted to the calls URL with
 * the short-lived client secret, the interviewer's audio played. Events the screen needs (transcripts
 * of both sides, the end of a response) are passed on; 'start interview' and 'give feedback' are sent
 * as user messages, as the spec names them.
 */
export type RealtimeEvents = {
  onLine(role: 'interviewer' | 'candidate', text: string): void;
  onResponseDone(): void;
  onError(message: string): void;
};

export type RealtimeConnection = {
  callId: string | null;
  setMicEnabled(on: boolean): void;
  say(text: string): void;
  close(): void;
};

export async function connectRealtime(input: {
  callsUrl: string;
  secret: string;
  events: RealtimeEvents;
}): Promise<RealtimeConnection> {
  const media = await navigator.mediaDevices.getUserMedia({ audio: true });
  const track = media.getAudioTracks()[0]!;
  const pc = new RTCPeerConnection();
  const audio = new Audio();
  audio.autoplay = true;
  pc.ontrack = (event) => {
    audio.srcObject = event.streams[0] ?? null;
  };
  pc.addTrack(track, media);
  const channel = pc.createDataChannel('oai-events');
  const send = (event: object) => {
    if (channel.readyState === 'open') channel.send(JSON.stringify(event));
  };
  const say = (text: string) => {
    send({
      type: 'conversation.item.create',
      item: { type: 'message', role: 'user', content: [{ type: 'input_text', text }] },
    });
    send({ type: 'response.create' });
  };
  channel.onopen = () => say('start interview');
  channel.onmessage = (message) => {
    let event: { type?: string; transcript?: string; error?: { message?: string } };
    try {
      event = JSON.parse(String(message.data)) as typeof event;
    } catch {
      return;
    }
    if (event.type === 'response.output_audio_transcript.done' && event.transcript)
      input.events.onLine('interviewer', event.transcript);
    else if (event.type === 'conversation.item.input_audio_transcription.completed' && event.transcript)
      input.events.onLine('candidate', event.transcript);
    else if (event.type === 'response.done') input.events.onResponseDone();
    else if (event.type === 'error') input.events.onError(event.error?.message ?? 'Realtime error');
  };
  const close = () => {
    channel.close();
    pc.close();
    track.stop();
    audio.srcObject = null;
  };
  try {
    const offer = await pc.createOffer();
    await pc.setLocalDescription(offer);
    const response = await fetch(input.callsUrl, {
      method: 'POST',
      body: offer.sdp,
      headers: { authorization: `Bearer ${input.secret}`, 'content-type': 'application/sdp' },
    });
    if (!response.ok) throw new Error(`The interviewer did not answer (${response.status}).`);
    await pc.setRemoteDescription({ type: 'answer', sdp: await response.text() });
    const callId = response.headers.get('location')?.split('/').filter(Boolean).pop() ?? null;
    return { callId, setMicEnabled: (on) => (track.enabled = on), say, close };
  } catch (error) {
    close();
    throw error;
  }
}
