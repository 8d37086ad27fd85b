import * as Dialog from '@radix-ui/react-dialog'
import type { SliderImage, VerificationType } from '@silk/contracts/accounts'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import { api } from '../../lib/api/browser.ts'
import styles from './SliderCaptcha.module.css'

type State = 'idle' | 'checking' | 'passed' | 'failed'

/** At most this many samples go to the server; a long drag keeps every n-th and the last. */
const MAX_TRACK_POINTS = 150

/** The drag as the server checks it: "ms,x;ms,x;…" from the first sample. */
function encodeTrack(points: [number, number][]): string {
  const step = Math.ceil(points.length / MAX_TRACK_POINTS)
  const kept = points.filter((_, i) => i % step === 0 || i === points.length - 1)
  const start = kept[0]?.[0] ?? 0
  return kept.map(([t, x]) => `${Math.round(t - start)},${x}`).join(';')
}

/**
 * The slider captcha of UI reference A8: a 300×150 picture with a gap, a 60×60 piece and a track
 * ("拖动滑块解锁"). Dropping the piece posts its x and the drag (times and positions, by pointer or
 * arrow keys), which the server checks looks like a hand's; a pass unlocks the next step for this device.
 */
export function SliderCaptcha({
  type,
  open,
  onOpenChange,
  onPassed,
  alternative,
}: {
  type: VerificationType
  open: boolean
  onOpenChange: (open: boolean) => void
  onPassed: () => void
  /**
   * The way for people who cannot drag or see the picture (issue 59, decision 150): a button under the
   * slider that closes it and takes the form's SMS-only path instead.
   */
  alternative?: { label: string; onChoose: () => void }
}) {
  const { t } = useTranslation('accounts')
  const [image, setImage] = useState<SliderImage | null>(null)
  const [loadFailed, setLoadFailed] = useState(false)
  const [x, setX] = useState(0)
  const [state, setState] = useState<State>('idle')
  const drag = useRef<{ startX: number; base: number } | null>(null)
  const track = useRef<[number, number][]>([])

  const load = useCallback(async () => {
    track.current = []
    setX(0)
    setState('idle')
    setLoadFailed(false)
    try {
      setImage(await api.get<SliderImage>(`/common/common/slider/${type}`))
    } catch {
      setImage(null)
      setLoadFailed(true)
    }
  }, [type])

  useEffect(() => {
    if (open) void load()
  }, [open, load])

  const max = image ? image.originalWidth - image.sliderWidth : 240
  const move = (value: number) => {
    const next = Math.max(0, Math.min(max, Math.round(value)))
    track.current.push([performance.now(), next])
    setX(next)
  }

  async function submit(position: number) {
    if (!image || state === 'checking' || state === 'passed') return
    setState('checking')
    try {
      await api.post(`/common/common/slider/${type}`, undefined, {
        query: { xPos: position, track: encodeTrack(track.current) },
      })
      setState('passed')
      setTimeout(() => {
        onPassed()
        onOpenChange(false)
      }, 400)
    } catch {
      setState('failed')
      setTimeout(() => void load(), 1000)
    }
  }

  const onPointerDown = (event: React.PointerEvent<HTMLButtonElement>) => {
    if (state !== 'idle' || !image) return
    event.currentTarget.setPointerCapture(event.pointerId)
    drag.current = { startX: event.clientX, base: x }
    track.current = [[performance.now(), x]]
  }
  const onPointerMove = (event: React.PointerEvent<HTMLButtonElement>) => {
    if (drag.current) move(drag.current.base + event.clientX - drag.current.startX)
  }
  const onPointerUp = () => {
    if (!drag.current) return
    drag.current = null
    if (x > 0) void submit(x)
  }
  const onKeyDown = (event: React.KeyboardEvent<HTMLButtonElement>) => {
    if (state !== 'idle') return
    const step = event.shiftKey ? 10 : 1
    if (track.current.length === 0) track.current.push([performance.now(), x])
    if (event.key === 'ArrowRight') move(x + step)
    else if (event.key === 'ArrowLeft') move(x - step)
    else if (event.key === 'Enter' && x > 0) void submit(x)
    else return
    event.preventDefault()
  }

  const trackText =
    state === 'passed' ? t('verify.success') : state === 'failed' ? t('verify.failure') : t('verify.track')

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog} data-testid="slider-captcha" aria-describedby="slider-hint">
          <div className={styles.head}>
            <Dialog.Title className={styles.title}>{t('verify.title')}</Dialog.Title>
            <button type="button" className={styles.refresh} onClick={() => void load()}>
              {t('verify.refresh')}
            </button>
            <Dialog.Close className={styles.close} aria-label={t('verify.close')}>
              ×
            </Dialog.Close>
          </div>
          <p id="slider-hint" className="visually-hidden">
            {t('verify.hint')}
          </p>
          <div className={styles.picture}>
            {image ? (
              <>
                <img src={image.backImage} alt="" width={300} height={150} data-testid="slider-back" />
                <img
                  className={styles.piece}
                  src={image.slidingImage}
                  alt=""
                  width={image.sliderWidth}
                  height={image.sliderHeight}
                  style={{ left: x, top: image.randomY }}
                />
              </>
            ) : (
              <span className={styles.placeholder}>{loadFailed ? t('verify.loadFailed') : ''}</span>
            )}
          </div>
          <div className={`${styles.track} ${styles[state]}`}>
            <span className={styles.fill} style={{ width: x + 21 }} />
            <span className={styles.trackText}>{trackText}</span>
            <button
              type="button"
              className={styles.handle}
              style={{ left: x }}
              aria-label={t('verify.track')}
              aria-valuemin={0}
              aria-valuemax={max}
              aria-valuenow={x}
              role="slider"
              data-testid="slider-handle"
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerUp}
              onPointerCancel={onPointerUp}
              onKeyDown={onKeyDown}
            >
              {state === 'passed' ? '✓' : state === 'failed' ? '×' : '→'}
            </button>
          </div>
          {alternative ? (
            <button
              type="button"
              className={styles.alternative}
              data-testid="slider-alternative"
              onClick={() => {
                onOpenChange(false)
                alternative.onChoose()
              }}
            >
              {alternative.label}
            </button>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
