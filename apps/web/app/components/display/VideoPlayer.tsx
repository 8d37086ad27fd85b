import styles from './VideoPlayer.module.css'

interface VideoPlayerProps {
  /** Sources in order of preference (e.g. WebM, then MP4). */
  sources: { src: string; type: string }[]
  poster: string
  /** Banner use: looping, muted, autoplaying, no controls. */
  background?: boolean
  label: string
  className?: string
}

/**
 * The video player wrapper of spec §2. Banner videos loop muted and autoplay; the poster is the still
 * fallback when video cannot play.
 */
export function VideoPlayer({ sources, poster, background = false, label, className }: VideoPlayerProps) {
  return (
    <video
      className={`${styles.video} ${className ?? ''}`}
      poster={poster}
      aria-label={label}
      autoPlay={background}
      muted={background}
      loop={background}
      playsInline
      controls={!background}
      preload={background ? 'auto' : 'metadata'}
      data-testid="video-player"
    >
      {sources.map((source) => (
        <source key={source.src} src={source.src} type={source.type} />
      ))}
    </video>
  )
}
