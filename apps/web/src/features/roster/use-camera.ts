import { useCallback, useEffect, useRef, useState } from 'react';
import { CAMERA_HEIGHT, CAMERA_WIDTH } from './image-scale';
import { encodeAvatar } from './photo-encode';

export type CameraState = 'off' | 'starting' | 'on';

/**
 * The device camera for one photo. The stream is stopped as soon as it is not needed (after
 * a capture, on cancel, when the dialog closes), so the camera light never stays on.
 */
export function useCamera() {
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const mounted = useRef(true);
  const [state, setState] = useState<CameraState>('off');
  // A stream can be on before its first frame: Capture waits for a frame to take.
  const [ready, setReady] = useState(false);

  const stop = useCallback(() => {
    for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    streamRef.current = null;
    if (mounted.current) {
      setReady(false);
      setState('off');
    }
  }, []);

  /** Resolves true once the camera is on, false when it was refused or there is none. */
  const start = useCallback(async (): Promise<boolean> => {
    setState('starting');
    try {
      // Not in insecure contexts (plain http on a LAN address): that reads as refused too.
      if (!navigator.mediaDevices?.getUserMedia) throw new Error('No camera API here');
      const stream = await navigator.mediaDevices.getUserMedia({
        video: { width: { ideal: CAMERA_WIDTH }, height: { ideal: CAMERA_HEIGHT } },
        audio: false,
      });
      if (!mounted.current) {
        for (const track of stream.getTracks()) track.stop();
        return false;
      }
      streamRef.current = stream;
      setState('on');
      return true;
    } catch (error) {
      console.warn('Camera refused or missing', error);
      if (mounted.current) setState('off');
      return false;
    }
  }, []);

  // The <video> only exists once the state is 'on'; attach the stream then.
  useEffect(() => {
    const video = videoRef.current;
    if (state !== 'on' || !video || !streamRef.current) return;
    const onFrame = () => setReady(video.videoWidth > 0);
    video.addEventListener('loadeddata', onFrame);
    video.srcObject = streamRef.current;
    void video.play().catch(() => {});
    return () => video.removeEventListener('loadeddata', onFrame);
  }, [state]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      for (const track of streamRef.current?.getTracks() ?? []) track.stop();
      streamRef.current = null;
    };
  }, []);

  /** The current frame as a 256 px JPEG data URL; stops the camera. */
  const capture = useCallback((): string | null => {
    const video = videoRef.current;
    if (!video || video.videoWidth === 0) return null;
    const photo = encodeAvatar(video);
    stop();
    return photo;
  }, [stop]);

  return { videoRef, state, ready, start, stop, capture };
}
