import styles from './VideoPlayer.module.css'

interface VideoPlayerProps {
  src: string
  poster: string
  /** Banner use: looping, muted, autoplaying, no controls. */
  background?: boolean
  label: string
  className?: string
}

/**
 * The video player wrapper of spec §2. Banner videos loop muted and autoplay; the poster is the still
 * fallback when video cannot play (and what users with reduced motion see first).
 */
export function VideoPlayer({ src, poster, background = false, label, className }: VideoPlayerProps) {
  return (
    <video
      className={`${styles.video} ${className ?? ''}`}
      src={src}
      poster={poster}
      aria-label={label}
      autoPlay={background}
      muted={background}
      loop={background}
      playsInline
      controls={!background}
      preload={background ? 'auto' : 'metadata'}
    />
  )
}
