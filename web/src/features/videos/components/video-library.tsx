import type { LibraryVideo } from '@shared/api/videos';
import { formatDuration, isoDuration } from '@shared/format';
import { useVideos } from '../api/get-videos';
import './videos.css';

/**
 * "Videos" on /recursos-educativos: the recorded product tours and every video ops loaded, each
 * playable with Spanish captions and readable as a transcript. Nothing at all while there is none (no empty
 * heading), nor while loading or if the list fails: the rest of the page does not depend on it.
 */
export function VideoLibrary() {
  const library = useVideos();
  const videos = library.status === 'ready' ? library.data.videos : [];
  if (videos.length === 0) return null;
  return (
    <section aria-labelledby="videos" className="panel resource-section">
      <h2 id="videos" className="resource-section__title">
        Videos
      </h2>
      <p className="video-library__lead">
        Explicaciones cortas en español, con subtítulos y transcripción. Los videos introductorios
        son gratis: no necesitas cuenta para verlos.
      </p>
      <ul className="video-grid">
        {videos.map((video) => (
          <li key={video.id}>
            <VideoCard video={video} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function VideoCard({ video }: { video: LibraryVideo }) {
  const titleId = `video-${video.id}`;
  return (
    <article className="video-card" aria-labelledby={titleId}>
      <div className="video-card__player">
        {video.embedUrl ? (
          // Only hosts the schema and the CSP allow; nothing the player does not need.
          <iframe
            src={video.embedUrl}
            title={video.title}
            loading="lazy"
            allow="fullscreen; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <VideoFile video={video} />
        )}
      </div>
      <div className="video-card__meta">
        {video.intro && <span className="video-card__badge">Introductorio · gratis</span>}
        <span className="video-card__duration">
          Duración:{' '}
          <time dateTime={isoDuration(video.durationSeconds)}>
            {formatDuration(video.durationSeconds)}
          </time>
        </span>
      </div>
      <h3 id={titleId} className="video-card__title">
        {video.title}
      </h3>
      <p className="video-card__description">{video.description}</p>
      <details className="video-transcript">
        <summary>Transcripción</summary>
        {/* A long transcript scrolls: focusable, so the keyboard can scroll it too. */}
        <ol
          className="video-transcript__lines"
          tabIndex={0}
          aria-label={`Transcripción de ${video.title}`}
        >
          {video.transcript.map((line, index) => (
            <li key={index}>
              <span className="video-transcript__time">{clock(line.start)}</span> {line.text}
            </li>
          ))}
        </ol>
      </details>
    </article>
  );
}

/** A file video with its captions as a Spanish track, served to the player as text/vtt. */
function VideoFile({ video }: { video: LibraryVideo }) {
  return (
    <video controls preload="metadata" aria-label={video.title} src={video.fileUrl}>
      <track
        kind="captions"
        srcLang="es"
        label="Español"
        src={captionsUrl(video.captions)}
        default
      />
    </video>
  );
}

/**
 * A blob: URL (type text/vtt) per captions text, made once and kept for the page's life: the
 * library holds a handful of small files, and revoking one a player may still read (React remounts,
 * a seek) would silently drop its captions.
 */
const captionsUrls = new Map<string, string>();
function captionsUrl(captions: string): string {
  let url = captionsUrls.get(captions);
  if (!url) {
    url = URL.createObjectURL(new Blob([captions], { type: 'text/vtt' }));
    captionsUrls.set(captions, url);
  }
  return url;
}

/** Seconds from the start as m:ss (h:mm:ss past an hour), the transcript's time marks. */
function clock(seconds: number): string {
  const whole = Math.floor(seconds);
  const [h, m, s] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}
