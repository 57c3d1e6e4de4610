/**
 * A video file's length in whole seconds, read by the browser from its metadata (the server cannot decode video);
 * null when the browser cannot read it, which is also a video visitors could not play.
 */
export function videoDuration(file: File): Promise<number | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    const done = (seconds: number | null) => {
      URL.revokeObjectURL(url);
      resolve(seconds);
    };
    video.preload = 'metadata';
    video.onloadedmetadata = () => done(Number.isFinite(video.duration) ? Math.max(1, Math.round(video.duration)) : null);
    video.onerror = () => done(null);
    video.src = url;
  });
}
