import { useEffect, useState } from 'react';

export type MicrophoneState = 'checking' | 'available' | 'unavailable';

function mediaDevices(): MediaDevices | null {
  const devices = typeof navigator !== 'undefined' ? navigator.mediaDevices : undefined;
  return typeof devices?.enumerateDevices === 'function' && typeof devices.getUserMedia === 'function' ? devices : null;
}

/**
 * Whether this browser has a microphone to offer (docs/product/2-modules.md section 5); it does not ask for permission.
 */
export function useMicrophoneCheck(): MicrophoneState {
  const [state, setState] = useState<MicrophoneState>(() => (mediaDevices() ? 'checking' : 'unavailable'));
  useEffect(() => {
    let alive = true;
    const devices = mediaDevices();
    if (!devices) return;
    devices.enumerateDevices().then(
      (list) => alive && setState(list.some((d) => d.kind === 'audioinput') ? 'available' : 'unavailable'),
      () => alive && setState('unavailable'),
    );
    return () => {
      alive = false;
    };
  }, []);
  return state;
}
