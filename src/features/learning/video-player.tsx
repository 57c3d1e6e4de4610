import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VideoDetail } from '../../../shared/calls/learning';
import { useLoginPrompt } from '../../engine/content/use-login-prompt';
import { useApi } from '../../engine/portal-context';
import { Button } from '../../lib/ui/button';
import { clipUrl, savePosition } from './learning-api';
import { formatDuration } from '../../lib/format-duration';
import { LessonList } from './lesson-list';
import type { VideoSession } from './use-video-session';
import { Locked, Screen } from './video-player.styles';

/** While playing, the position is saved at most this often (and always on pause, on ending and on leaving). */
export const SAVE_EVERY_MS = 5000;

interface PlayerProps {
  video: VideoDetail;
  session: VideoSession;
  /** The viewer's session token; a visitor's position is not kept. */
  token: string | undefined;
}

/** Where to start a lesson: where the viewer stopped, unless that was the end. */
export function resumeAt(saved: number | undefined, duration: number): number {
  return saved !== undefined && saved > 0 && saved < duration - 1 ? saved : 0;
}

/**
 * The course's player: a <video> of the current lesson's clip (fetched by HTTP ranges, so seeking works),
 * resuming where the viewer stopped, and the lesson list. A visitor on a login-required course is shown the
 * cover and asked to log in.
 */
export function VideoPlayer({ video, session, token }: PlayerProps) {
  const { t } = useTranslation('learning');
  const api = useApi();
  const { ask, prompt } = useLoginPrompt(t('loginToWatch'));
  const [positions, setPositions] = useState<Record<number, number>>(() =>
    Object.fromEntries(session.operations.positions.map((item) => [item.lessonId, item.position])),
  );
  const [lessonId, setLessonId] = useState(video.lessons[0]?.id);
  const element = useRef<HTMLVideoElement>(null);
  // What has been played and not yet saved: kept outside render, read when leaving. Until the clip's metadata
  // is in, nothing has been played: leaving then must not overwrite the stored position with 0.
  const progress = useRef({ lessonId, time: 0, savedTime: 0, savedAt: 0 });
  const autoplay = useRef(false);
  const lesson = video.lessons.find((item) => item.id === lessonId);

  const save = () => {
    const { lessonId: id, time, savedTime } = progress.current;
    if (!token || id === undefined || Math.floor(time) === Math.floor(savedTime)) return;
    progress.current = { ...progress.current, savedTime: time, savedAt: Date.now() };
    setPositions((current) => ({ ...current, [id]: Math.floor(time) }));
    void savePosition(api, id, time, token);
  };
  const saveRef = useRef(save);
  saveRef.current = save;

  useEffect(() => {
    const leave = () => saveRef.current();
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, []);

  if (session.play.loginRequired && !session.play.loggedIn) {
    return (
      <>
        <Locked data-testid="video-locked">
          <img src={video.cover} alt="" width={320} height={180} />
          <div>
            <p>{t('player.locked')}</p>
            <Button type="button" onClick={ask} data-testid="video-login">
              {t('player.login')}
            </Button>
          </div>
          {prompt}
        </Locked>
        <LessonList lessons={video.lessons} current={-1} positions={{}} onChoose={ask} resumeLabel={() => ''} />
      </>
    );
  }
  if (!lesson) return null;

  const choose = (id: number) => {
    if (id === lessonId) return;
    save();
    autoplay.current = true;
    progress.current = { lessonId: id, time: 0, savedTime: 0, savedAt: 0 };
    setLessonId(id);
  };

  return (
    <>
      <Screen>
        <video
          ref={element}
          key={lesson.id}
          src={clipUrl(lesson.id, session.play.ticket)}
          poster={video.cover}
          controls
          playsInline
          preload="metadata"
          aria-label={t('player.label', { title: `${video.title} ${t('lessonNumber', { seq: lesson.seq })} ${lesson.title}` })}
          data-testid="video-player"
          data-lesson={lesson.id}
          onLoadedMetadata={(event) => {
            const start = resumeAt(positions[lesson.id], event.currentTarget.duration || lesson.duration);
            if (start) event.currentTarget.currentTime = start;
            progress.current = { lessonId: lesson.id, time: start, savedTime: start, savedAt: Date.now() };
            if (autoplay.current) void event.currentTarget.play().catch(() => undefined);
          }}
          onTimeUpdate={(event) => {
            progress.current.time = event.currentTarget.currentTime;
            if (!event.currentTarget.paused && Date.now() - progress.current.savedAt >= SAVE_EVERY_MS) save();
          }}
          onPause={save}
          onEnded={save}
        >
          {t('player.unsupported')}
        </video>
      </Screen>
      <LessonList
        lessons={video.lessons}
        current={lesson.id}
        positions={positions}
        onChoose={choose}
        resumeLabel={(seconds) => t('resumeAt', { time: formatDuration(seconds) })}
      />
    </>
  );
}
