/** A visitor typed in a field this recently: the reset waits (the countdown still shows). */
export const TYPING_GRACE_MS = 5_000;
/** A `play` this soon after a touch was the visitor's, not an autoplaying banner's. */
const USER_PLAY_WINDOW_MS = 1_000;

export interface ResetGuards {
  /** True while the reset must wait: a video the visitor started is playing, or they typed in the last 5 s. */
  isResetBlocked(): boolean;
  /** A new visitor: forget the previous one's videos and typing. */
  clear(): void;
  dispose(): void;
}

/** Watches the document for the two things a reset must never interrupt. */
export function watchResetGuards(doc: Document = document, now: () => number = () => Date.now()): ResetGuards {
  let lastTypedAt = Number.NEGATIVE_INFINITY;
  let lastTouchAt = Number.NEGATIVE_INFINITY;
  let visitorVideos = new Set<HTMLMediaElement>();

  const onInput = () => void (lastTypedAt = now());
  const onTouch = () => void (lastTouchAt = now());
  const onPlay = (event: Event) => {
    const media = event.target;
    if (!(media instanceof HTMLVideoElement)) return;
    const activated = (navigator as { userActivation?: { isActive: boolean } }).userActivation?.isActive;
    if (activated || now() - lastTouchAt <= USER_PLAY_WINDOW_MS) visitorVideos.add(media);
  };
  const options = { capture: true, passive: true } as const;
  doc.addEventListener('input', onInput, options);
  doc.addEventListener('pointerdown', onTouch, options);
  doc.addEventListener('keydown', onTouch, options);
  // Media events do not bubble: only a capturing listener on the document hears them.
  doc.addEventListener('play', onPlay, options);

  return {
    isResetBlocked() {
      if (now() - lastTypedAt < TYPING_GRACE_MS) return true;
      for (const video of visitorVideos) {
        if (!video.isConnected) visitorVideos.delete(video);
        else if (!video.paused && !video.ended) return true;
      }
      return false;
    },
    clear() {
      lastTypedAt = Number.NEGATIVE_INFINITY;
      lastTouchAt = Number.NEGATIVE_INFINITY;
      visitorVideos = new Set();
    },
    dispose() {
      doc.removeEventListener('input', onInput, options);
      doc.removeEventListener('pointerdown', onTouch, options);
      doc.removeEventListener('keydown', onTouch, options);
      doc.removeEventListener('play', onPlay, options);
    },
  };
}
