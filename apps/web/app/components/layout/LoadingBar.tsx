import { useNavigation } from 'react-router'
import { useLoading } from '../../lib/loading.ts'
import styles from './LoadingBar.module.css'

/** A thin bar at the top while requests or navigations are in flight. */
export function LoadingBar() {
  const busy = useLoading()
  const navigating = useNavigation().state !== 'idle'
  return <div className={`${styles.bar} ${busy || navigating ? styles.on : ''}`} aria-hidden="true" />
}
