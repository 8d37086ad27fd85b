import { useEffect, useState } from 'react'
import { VideoPlayer } from '../../components/display/VideoPlayer.tsx'
import { prefersReducedMotion } from '../../lib/motion.ts'

/** Wide enough for the video, as the phone rules of decision 027 draw the line. */
const VIDEO_MEDIA = '(min-width: 768px)'

type Connection = { saveData?: boolean }

function wantsVideo(): boolean {
  const connection = (navigator as Navigator & { connection?: Connection }).connection
  return window.matchMedia(VIDEO_MEDIA).matches && !connection?.saveData && !prefersReducedMotion()
}

/**
 * The home banner's picture: the poster (a phone cut under 768 px) always, the looping video on top of
 * it only once the browser says the window is wide and the visitor asked neither to save data nor for
 * less motion (a looping video has no pause button: WCAG 2.2.2, as the carousels). The server
 * sends the same HTML to everyone (the page cache, decision 022), so the choice is made here, after
 * hydration; the HTML holds no <video>, so a phone never downloads it.
 */
export function HeroMedia({ className, label }: { className: string; label: string }) {
  const [video, setVideo] = useState(false)
  useEffect(() => {
    const queries = [VIDEO_MEDIA, '(prefers-reduced-motion: reduce)'].map((q) => window.matchMedia(q))
    const update = () => setVideo(wantsVideo())
    update()
    for (const media of queries) media.addEventListener('change', update)
    return () => {
      for (const media of queries) media.removeEventListener('change', update)
    }
  }, [])
  return (
    <>
      <picture>
        <source
          media="(max-width: 767px)"
          srcSet="/home/banner-poster-phone.webp"
          width={784}
          height={1120}
        />
        <img
          className={className}
          src="/home/banner-poster.webp"
          width={1280}
          height={560}
          alt=""
          fetchPriority="high"
          data-testid="hero-poster"
        />
      </picture>
      {video ? (
        <VideoPlayer
          background
          className={className}
          poster="/home/banner-poster.webp"
          label={label}
          sources={[
            { src: '/home/banner.webm', type: 'video/webm' },
            { src: '/home/banner.mp4', type: 'video/mp4' },
          ]}
        />
      ) : null}
    </>
  )
}
